import { useEffect, useState } from 'react'

/** The current time, ticking every second while `until` lies ahead (a countdown), else still. */
export function useNow(until: number | null): number {
	const [now, setNow] = useState(() => Date.now())
	useEffect(() => {
		if (until === null || until <= Date.now()) return
		setNow(Date.now())
		const timer = setInterval(() => {
			const current = Date.now()
			setNow(current)
			if (current >= until) clearInterval(timer)
		}, 1000)
		return () => clearInterval(timer)
	}, [until])
	return now
}
