import type { FeatureItem } from '@/content/schemas'

/** The fan detail page's fixed content: the specification badges and the remote's labels. */
export const fanSpecBadges: FeatureItem[] = [
  { id: 'power', name: '55 W', desc: 'Power', icon: '/icons/power.svg' },
  { id: 'sweep', name: '1200 mm', desc: 'Sweep', icon: '/icons/sweep.svg' },
  { id: 'rpm', name: '116 RPM', desc: 'Speed', icon: '/icons/rpm.svg' },
  { id: 'air', name: '230 CMM', desc: 'Air delivery', icon: '/icons/air-delivery.svg' },
  { id: 'blades', name: '5 blades', desc: 'Blades', icon: '/icons/blades.svg' },
  { id: 'noise', name: 'Low noise', desc: 'Noise', icon: '/icons/low-noise.svg' },
  { id: 'remote', name: 'Remote', desc: 'Control', icon: '/icons/remote-control.svg' },
  { id: 'iot', name: 'Wi-Fi / IoT', desc: 'Connectivity', icon: '/icons/wifi.svg' },
  { id: 'voice', name: 'Voice-enabled', desc: 'Assistant', icon: '/icons/voice.svg' },
  { id: 'reverse', name: 'Reverse mode', desc: 'Winter mode', icon: '/icons/reverse-mode.svg' },
  { id: 'rating', name: '5-star', desc: 'Energy rating', icon: '/icons/star-rating.svg' },
  { id: 'light', name: 'Down light', desc: 'LED light', icon: '/icons/down-light.svg' },
]

export const certificationStar = { src: '/images/certification-star.svg', alt: 'Certified 5-star energy rating' }

export const remoteLabels = {
  intro: 'Switch it on, pick a speed and a direction: the fan below responds as the real one does.',
  fanImage: '/images/fan-top.svg',
  power: 'Power',
  speed: 'Speed',
  forward: 'Forward',
  reverse: 'Reverse',
  statusOff: 'The fan is off.',
  statusOn: (rotation: 'clockwise' | 'anticlockwise', seconds: number) =>
    `Spinning ${rotation}, one turn every ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  /** The same, for a visitor who asks for reduced motion: the picture then stands still. */
  statusStill: (rotation: 'clockwise' | 'anticlockwise', seconds: number) =>
    `On: the fan would turn ${rotation}, once every ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. The picture stays still, as your device asks for less motion.`,
  needsScript: 'Turn on JavaScript to try the remote.',
}
