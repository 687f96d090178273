import { useRef, useState } from 'react'
import { type IntlShape, useIntl } from 'react-intl'
import { MessageBubble, nativeAudioClass } from '#design-system'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * A voice message in a bubble: play/pause, how far it has played, and its length (the time played while it
 * plays). The progress fills from the reading start (the right in Arabic and Kurdish); the play triangle keeps
 * its shape, as media controls do. The recording is fetched only when played. Without JavaScript the browser's
 * own player stands in.
 */
export function VoiceNote({ url, durationMs }: { url: string; durationMs: number }) {
	const hydrated = useHydrated()
	// A buyer's or an agent's voice note has no captions to offer.
	// eslint-disable-next-line jsx-a11y/media-has-caption
	if (!hydrated) return <audio className={nativeAudioClass} controls preload="none" src={url} />
	return <VoicePlayer url={url} durationMs={durationMs} />
}

function VoicePlayer({ url, durationMs }: { url: string; durationMs: number }) {
	const intl = useIntl()
	const audio = useRef<HTMLAudioElement>(null)
	const [playing, setPlaying] = useState(false)
	const [failed, setFailed] = useState(false)
	const [positionMs, setPositionMs] = useState(0)
	const progress = durationMs > 0 ? Math.min(1, positionMs / durationMs) : 0
	const shownMs = playing || positionMs > 0 ? positionMs : durationMs

	function toggle() {
		const element = audio.current
		if (!element) return
		if (element.paused) {
			setFailed(false)
			element.play().catch(() => setFailed(true))
		} else element.pause()
	}

	const length = formatVoiceDuration(intl, durationMs)
	return (
		<MessageBubble.Voice
			data-voice-note=""
			playing={playing}
			progress={progress}
			time={failed ? intl.formatMessage({ id: 'chat.voice.failed' }) : formatVoiceDuration(intl, shownMs)}
			buttonLabel={intl.formatMessage({ id: playing ? 'chat.voice.pause' : 'chat.voice.play' }, { duration: length })}
			onToggle={toggle}
		>
			{/* eslint-disable-next-line jsx-a11y/media-has-caption -- a voice note has no captions to offer */}
			<audio
				ref={audio}
				preload="none"
				src={url}
				onPlay={() => setPlaying(true)}
				onPause={() => setPlaying(false)}
				onTimeUpdate={(event) => setPositionMs(Math.min(event.currentTarget.currentTime * 1000, durationMs || Infinity))}
				onEnded={() => {
					setPlaying(false)
					setPositionMs(0)
				}}
				onError={() => {
					setPlaying(false)
					setFailed(true)
				}}
			/>
		</MessageBubble.Voice>
	)
}

/** "1:05" in the reader's digits (m:ss; the recorder's limit keeps it under an hour). */
export function formatVoiceDuration(intl: Pick<IntlShape, 'formatNumber'>, ms: number): string {
	const total = Math.max(0, Math.round(ms / 1000))
	const minutes = intl.formatNumber(Math.floor(total / 60))
	const seconds = intl.formatNumber(total % 60, { minimumIntegerDigits: 2 })
	return `${minutes}:${seconds}`
}
