/**
 * What a visitor may see of the buyer behind an order: the first letter of the name and the ends of the phone
 * (they typed the phone themselves; the name they may not know). Pure.
 */

/** "علي حسن" → "ع***", "Ali Hassan" → "A***"; an empty name stays empty. */
export function maskName(name: string): string {
	const first = Array.from(name.trim())[0]
	return first ? `${first}***` : ''
}

/** "07701234567" → "0770****567", "+9647701234567" → "+964*******567"; short numbers keep only their last two digits. */
export function maskPhone(phone: string): string {
	const value = phone.trim()
	const characters = Array.from(value)
	if (characters.length >= 9) {
		const head = 4
		const tail = 3
		return `${characters.slice(0, head).join('')}${'*'.repeat(characters.length - head - tail)}${characters.slice(-tail).join('')}`
	}
	if (characters.length <= 2) return '*'.repeat(characters.length)
	return `${'*'.repeat(characters.length - 2)}${characters.slice(-2).join('')}`
}
