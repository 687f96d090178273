// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Composer } from './Composer.tsx'
import { ComposerRecording } from './ComposerRecording.tsx'
import { ComposerSuggestion } from './ComposerSuggestion.tsx'

test('the bar is the form it is given: a named picker that is a real file input, the text box and a named send button', () => {
	renderIn(
		'ar',
		<Composer.Root asChild>
			<form aria-label="المحادثة">
				<Composer.Row>
					<Composer.FileAction icon="image" name="image" accept="image/*" label="أرسل صورة" />
					<Composer.Input name="body" aria-label="رسالتك" />
					<Composer.Action type="submit" icon="send" tone="brand" label="إرسال" />
				</Composer.Row>
			</form>
		</Composer.Root>,
	)
	const form = screen.getByRole('form', { name: 'المحادثة' })
	expect(form.className).not.toBe('')
	const picker = screen.getByLabelText('أرسل صورة')
	expect(picker.getAttribute('type')).toBe('file')
	expect(picker.getAttribute('name')).toBe('image')
	expect(screen.getByRole('textbox', { name: 'رسالتك' }).getAttribute('rows')).toBe('1')
	expect(screen.getByRole('button', { name: 'إرسال' }).getAttribute('type')).toBe('submit')
})

test('an action is a plain button unless told to submit; while recording, the timer is a timer that is not read out', () => {
	renderIn(
		'en',
		<Composer.Row centered>
			<Composer.Action icon="trash" label="Cancel recording" />
			<ComposerRecording.Status live>
				<ComposerRecording.Timer>0:12</ComposerRecording.Timer>
			</ComposerRecording.Status>
		</Composer.Row>,
	)
	expect(screen.getByRole('button', { name: 'Cancel recording' }).getAttribute('type')).toBe('button')
	const timer = screen.getByRole('timer')
	expect(timer.textContent).toBe('0:12')
	expect(timer.getAttribute('aria-live')).toBe('off')
})

test('a ready answer is a plain button that keeps its full words in its title', () => {
	const long = 'يصل الشحن البحري عادةً خلال ٣٠ إلى ٤٥ يومًا، ويتم التوصيل خلال ٣ إلى ٥ أيام بعد تأكيد العنوان.'
	renderIn('ar', <ComposerSuggestion title={long}>{long}</ComposerSuggestion>)
	const button = screen.getByRole('button', { name: long })
	expect(button.getAttribute('type')).toBe('button')
	expect(button.getAttribute('title')).toBe(long)
})
