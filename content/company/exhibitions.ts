import type { Exhibition } from '@/content/schemas'

/** Exhibitions (/events/exhibitions): trade fairs where we have shown our products. */
export const exhibitions: Exhibition[] = [
  {
    id: 'smart-cities-india-2019',
    name: 'Smart Cities India Expo',
    venue: 'Pragati Maidan',
    city: 'New Delhi',
    dates: 'May 2019',
    year: 2019,
    summary:
      'Our first stand at a national smart-city show, built around Sailite smart street lights with dimming and fault reporting. Municipal engineers from eleven states visited, and two of the conversations became pilot projects the following year.',
    image: '/images/exhibitions/smart-cities-india-2019.webp',
  },
  {
    id: 'led-expo-mumbai-2022',
    name: 'LED Expo Mumbai',
    venue: 'Bombay Exhibition Centre, Goregaon',
    city: 'Mumbai',
    dates: 'June 2022',
    year: 2022,
    summary:
      'A home-ground show for the Sailite range: slim panels, battens, flood lights and a live test bench comparing power factor and flicker against unbranded fittings. Lighting contractors from across Maharashtra signed up as channel partners.',
    image: '/images/exhibitions/led-expo-mumbai-2022.webp',
  },
  {
    id: 'renewx-chennai-2023',
    name: 'RenewX',
    venue: 'Chennai Trade Centre',
    city: 'Chennai',
    dates: 'April 2023',
    year: 2023,
    summary:
      'We showed the all-in-one solar street light, solar pumps and a working rooftop inverter display to installers and institutional buyers from Tamil Nadu, Karnataka and Kerala, and met service partners for the southern states.',
    image: '/images/exhibitions/renewx-chennai-2023.webp',
  },
  {
    id: 'intersolar-india-2024',
    name: 'Intersolar India',
    venue: 'Helipad Exhibition Centre',
    city: 'Gandhinagar',
    dates: 'February 2024',
    year: 2024,
    summary:
      'Our EPC team presented rooftop design case studies for campuses and factory sheds, with a cut-away of our non-penetrating mounting clamp. Visitors could size a plant for their own roof on a live calculator at the stand.',
    image: '/images/exhibitions/intersolar-india-2024.webp',
  },
  {
    id: 'rei-expo-2024',
    name: 'Renewable Energy India Expo',
    venue: 'India Expo Mart',
    city: 'Greater Noida',
    dates: 'October 2024',
    year: 2024,
    summary:
      'A larger stand covering Sailite modules, inverters, solar water heaters and pumps, with a corner for PM Surya Ghar housing-society projects. We hosted daily fifteen-minute talks on net metering for first-time buyers.',
    image: '/images/exhibitions/rei-expo-2024.webp',
  },
  {
    id: 'elecrama-2025',
    name: 'ELECRAMA',
    venue: 'India Expo Mart',
    city: 'Greater Noida',
    dates: 'February 2025',
    year: 2025,
    summary:
      'The Technozen BLDC fan range took centre stage, with a side-by-side wattmeter demonstration against an induction fan, alongside our trading range of wires, switchgear and LED drivers for electrical contractors.',
    image: '/images/exhibitions/elecrama-2025.webp',
  },
]
