/**
 * One IPv6 /64, the network one subscriber gets, and addresses in it written every way an address
 * can be: compressed, in full, zero-padded, with an interface id of its own, upper case, the
 * network's last address. A limit that counts clients by /64 must see all of them as one client.
 */
export const sameSlash64 = {
  network: '2001:db8:1:2::/64',
  addresses: [
    '2001:db8:1:2::1',
    '2001:db8:1:2::ffff',
    '2001:db8:1:2:0:0:0:3',
    '2001:0db8:0001:0002:abcd::1',
    '2001:db8:1:2:1::',
    '2001:DB8:1:2::6',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
  ],
} as const
