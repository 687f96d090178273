import { useEffect, useRef, useState } from 'react'

/**
 * Milliseconds left until `endsAt`, ticking once a second. The first render (on the server and at hydration)
 * uses the server's clock (`serverNow`), so both render the same; afterwards the browser's clock, corrected by
 * how far it was off the server's when the page loaded. `onExpire` runs once when it reaches zero (the page then
 * reloads its data, and the server settles the campaign).
 */
export function useCountdown(
	endsAt: string,
	serverNow: string,
	{ running = true, onExpire }: { running?: boolean; onExpire?: () => void } = {},
): number {
	const end = new Date(endsAt).getTime()
	const initial = Math.max(0, end - new Date(serverNow).getTime())
	const [left, setLeft] = useState(initial)
	const expired = useRef(false)
	const latestExpire = useRef(onExpire)
	useEffect(() => {
		latestExpire.current = onExpire
	})
	useEffect(() => {
		setLeft(Math.max(0, end - new Date(serverNow).getTime()))
		expired.current = false
		if (!running) return
		const skew = new Date(serverNow).getTime() - Date.now()
		// Only a timer the server still saw running can expire here (no reload loop at the boundary).
		const ranOnServer = end > new Date(serverNow).getTime()
		const tick = () => {
			const remaining = Math.max(0, end - (Date.now() + skew))
			setLeft(remaining)
			if (remaining === 0 && ranOnServer && !expired.current) {
				expired.current = true
				latestExpire.current?.()
			}
		}
		tick()
		const timer = window.setInterval(tick, 1000)
		return () => window.clearInterval(timer)
	}, [end, serverNow, running])
	return running ? left : 0
}
