import { Link } from '@remix-run/react'
import { useTrackShow } from '#app/modules/tracking/use-track-show.ts'
import type { BannerSummary } from './catalog.server.ts'
import * as styles from './Home.css.ts'
import { imageSrcSet } from './image-srcset.ts'

/** One banner of the home page's carousel; its showing and taps are tracked as `home.banner.<id>`. */
export function HomeBanner({ banner, first }: { banner: BannerSummary; first: boolean }) {
	const spm = `home.banner.${banner.id}`
	const showRef = useTrackShow(spm)
	return (
		<Link to={banner.link} className={styles.banner} ref={showRef} data-spm={spm}>
			<img
				className={styles.bannerImage}
				src={banner.imageUrl}
				srcSet={imageSrcSet(banner.imageUrl)}
				sizes="(min-width: 750px) 720px, 100vw"
				alt=""
				width={750}
				height={375}
				loading={first ? 'eager' : 'lazy'}
				{...(first ? { fetchPriority: 'high' as const } : {})}
			/>
			<span className={styles.bannerTitle}>{banner.title}</span>
		</Link>
	)
}
