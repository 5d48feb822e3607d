-- wrk at a set rate (bench/throughput.ts, measureAtRate): after each answer a connection waits a
-- random whole number of milliseconds, on average the interval given after `--`, so its requests
-- are spread out instead of arriving in step. wrk counts latency from when a request is sent.
local interval

function init(args)
  interval = tonumber(args[1])
end

function delay()
  return math.floor(math.random() * (2 * interval + 1))
end
