import type { CsrInitiative } from '@/content/schemas'

/** CSR (/csr): the programmes we fund and run ourselves. */
export const csrInitiatives: CsrInitiative[] = [
  {
    id: 'prakash-shala',
    title: 'Prakash Shala: solar power for rural schools',
    summary:
      'We install 5 kWp rooftop solar plants with battery backup, LED lights and BLDC fans in zilla parishad schools in Palghar district, so classrooms stay bright and cool and computer labs keep running through power cuts. Teachers are trained to read the inverter and keep the panels clean.',
    impact: '26 schools, 130 kWp installed, about 5,400 children',
    image: '/images/csr/prakash-shala.webp',
  },
  {
    id: 'surya-kaushal',
    title: 'Surya Kaushal: solar technician training',
    summary:
      'A free eight-week course at our Bhandup facility for young people from the eastern suburbs and Thane district, covering electrical safety, module installation, inverter wiring and basic maintenance, followed by on-site apprenticeships with our EPC crews.',
    impact: '410 trainees since 2019; 7 in 10 placed in solar jobs',
    image: '/images/csr/surya-kaushal.webp',
  },
  {
    id: 'ujwal-gaon',
    title: 'Ujwal Gaon: safe streets after dark',
    summary:
      "Solar street lights for tribal hamlets in Jawhar and Mokhada talukas where grid lighting is patchy, placed with women's self-help groups at water points, bus stops and paths to school, and maintained by trained village volunteers.",
    impact: '640 solar street lights in 52 hamlets',
    image: '/images/csr/ujwal-gaon.webp',
  },
  {
    id: 'harit-bhandup',
    title: 'Harit Bhandup: greener, cleaner neighbourhoods',
    summary:
      "With local resident groups and the ward office, we plant and water native trees along our neighbourhood's roads and install FRP twin dustbins that make wet and dry waste segregation easy for shops and housing societies.",
    impact: '6,200 native saplings planted; 300 twin dustbins installed',
    image: '/images/csr/harit-bhandup.webp',
  },
]
