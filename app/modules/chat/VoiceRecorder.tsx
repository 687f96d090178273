import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Composer, ComposerRecording, Text } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { CHAT_VOICE_BITS_PER_SECOND, CHAT_VOICE_MAX_MS, CHAT_VOICE_MIN_MS } from './chat-limits.ts'
import { formatVoiceDuration } from './VoiceNote.tsx'

/*
 * Recording a voice message (loaded only when the buyer taps the microphone). Tap to record: the microphone is
 * asked for then (never on load), a timer runs, and the buyer sends or cancels; at the 2-minute limit the
 * recording stops and is sent by itself. Opus in WebM or Ogg where the browser records it, AAC in MP4 on Safari.
 */

/** What the recorder asks for, best first (the first the browser supports is used). */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4', 'audio/webm'] as const
/** How often the timer moves (and the recorder hands over what it has). */
const TICK_MS = 250

type RecorderState = { type: 'starting' } | { type: 'recording'; startedAt: number } | { type: 'failed'; messageId: string }

export function pickRecordingType(isSupported: (type: string) => boolean): string | undefined {
	return RECORDING_TYPES.find((type) => isSupported(type))
}

/** Why the microphone could not be used, as a message id. */
export function microphoneErrorMessage(error: unknown): string {
	const name =
		error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : ''
	if (name === 'NotAllowedError' || name === 'SecurityError') return 'chat.voice.denied'
	if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'chat.voice.noMicrophone'
	if (name === 'NotReadableError' || name === 'AbortError') return 'chat.voice.busy'
	return 'chat.voice.unsupported'
}

export default function VoiceRecorder({ onSend, onClose }: { onSend: (recording: Blob, durationMs: number) => void; onClose: () => void }) {
	const intl = useIntl()
	const [state, setState] = useState<RecorderState>({ type: 'starting' })
	const [elapsedMs, setElapsedMs] = useState(0)
	const recorder = useRef<MediaRecorder | null>(null)
	const stream = useRef<MediaStream | null>(null)
	const chunks = useRef<Blob[]>([])
	/** What happens when the recorder stops: send, or throw away (cancel, leaving the page). */
	const onStop = useRef<'send' | 'discard'>('discard')
	const startedAt = useRef(0)
	const sendRef = useRef(onSend)
	sendRef.current = onSend

	useEffect(() => {
		let cancelled = false
		const release = () => {
			stream.current?.getTracks().forEach((track) => track.stop())
			stream.current = null
		}
		async function start() {
			const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate))
			let media: MediaStream
			try {
				media = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } })
			} catch (error) {
				if (!cancelled) setState({ type: 'failed', messageId: microphoneErrorMessage(error) })
				return
			}
			if (cancelled) return media.getTracks().forEach((track) => track.stop())
			stream.current = media
			let instance: MediaRecorder
			try {
				instance = new MediaRecorder(media, { ...(type ? { mimeType: type } : {}), audioBitsPerSecond: CHAT_VOICE_BITS_PER_SECOND })
			} catch {
				release()
				setState({ type: 'failed', messageId: 'chat.voice.unsupported' })
				return
			}
			recorder.current = instance
			chunks.current = []
			instance.ondataavailable = (event) => {
				if (event.data.size > 0) chunks.current.push(event.data)
			}
			instance.onstop = () => {
				release()
				const durationMs = Math.min(performance.now() - startedAt.current, CHAT_VOICE_MAX_MS)
				if (onStop.current !== 'send') return
				if (durationMs < CHAT_VOICE_MIN_MS) {
					setState({ type: 'failed', messageId: 'chat.voice.tooShort' })
					return
				}
				sendRef.current(new Blob(chunks.current, { type: instance.mimeType || type || 'audio/webm' }), durationMs)
			}
			instance.start(TICK_MS)
			startedAt.current = performance.now()
			setState({ type: 'recording', startedAt: startedAt.current })
		}
		void start()
		return () => {
			cancelled = true
			onStop.current = 'discard'
			if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
			release()
		}
	}, [])

	const recordingSince = state.type === 'recording' ? state.startedAt : null
	useEffect(() => {
		if (recordingSince === null) return
		const timer = setInterval(() => {
			const elapsed = performance.now() - recordingSince
			setElapsedMs(elapsed)
			// The limit: what was said so far is sent (as finish('send') does, through the refs alone).
			if (elapsed >= CHAT_VOICE_MAX_MS) {
				onStop.current = 'send'
				if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
			}
		}, TICK_MS)
		return () => clearInterval(timer)
	}, [recordingSince])

	function finish(then: 'send' | 'discard') {
		onStop.current = then
		const instance = recorder.current
		if (instance && instance.state !== 'inactive') instance.stop()
		if (then === 'discard') onClose()
	}

	if (state.type === 'failed') {
		return (
			<Composer.Row centered>
				<ComposerRecording.Grow>
					<FieldError errors={[state.messageId]} />
				</ComposerRecording.Grow>
				<Composer.Action icon="close" label={intl.formatMessage({ id: 'chat.voice.close' })} onClick={onClose} />
			</Composer.Row>
		)
	}

	const remaining = formatVoiceDuration(intl, CHAT_VOICE_MAX_MS - elapsedMs)
	return (
		<Composer.Row centered role="group" aria-label={intl.formatMessage({ id: 'chat.voice.recording' })}>
			<Composer.Action icon="trash" label={intl.formatMessage({ id: 'chat.voice.cancel' })} onClick={() => finish('discard')} />
			<ComposerRecording.Status live={state.type === 'recording'}>
				<ComposerRecording.Timer data-recorder-time="">{formatVoiceDuration(intl, elapsedMs)}</ComposerRecording.Timer>
				<Text size="xsmall" tone="muted" truncate>
					<FormattedMessage id="chat.voice.remaining" values={{ time: remaining }} />
				</Text>
			</ComposerRecording.Status>
			<Composer.Action
				icon="send"
				tone="brand"
				label={intl.formatMessage({ id: 'chat.voice.send' })}
				disabled={state.type !== 'recording'}
				onClick={() => finish('send')}
			/>
		</Composer.Row>
	)
}
