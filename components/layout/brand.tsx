import Image from 'next/image'
import Link from 'next/link'
import { company } from '@/content/company'

export function Brand({ priority = false }: { priority?: boolean }) {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-3 font-semibold tracking-tight">
      <Image
        src={company.logo.src}
        width={company.logo.width}
        height={company.logo.height}
        alt=""
        priority={priority}
        className="h-[80px] w-[110px]"
      />
      <span className="text-lg leading-tight">{company.name}</span>
    </Link>
  )
}
