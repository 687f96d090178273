import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { cx } from '#design-system/utils/cx.ts'
import { type LegalText } from './legal-document.ts'
import * as styles from './LegalDocument.css.ts'

/** Anchors are prefixed so a section id never collides with another element of the page. */
export function sectionAnchor(sectionId: string): string {
	return `legal-${sectionId}`
}

/**
 * A legal text (terms of use, privacy policy, deactivation notice): the date
 * of its last change, a table of contents linking to each section, then the
 * sections, each under its own `h2` (the page header holds the `h1`).
 * Numbers use the language's own digits, so Arabic reads ١، ٢، ٣.
 */
export function LegalDocument({ document, className }: { document: LegalText; className?: string }) {
	const intl = useIntl()
	const contentsHeadingId = useId()
	// Noon UTC stays on the same calendar day in Baghdad, wherever the server runs.
	const updatedAt = new Date(`${document.updatedAt}T12:00:00Z`)
	const number = (index: number) => intl.formatNumber(index + 1)
	return (
		<article className={cx(styles.article, className)} aria-label={document.title}>
			<div className={styles.measure}>
				<p className={styles.updated}>
					<FormattedMessage
						id="legal.updated"
						values={{
							date: <time dateTime={document.updatedAt}>{intl.formatDate(updatedAt, { dateStyle: 'long' })}</time>,
						}}
					/>
				</p>
				<nav className={styles.contents} aria-labelledby={contentsHeadingId}>
					<h2 id={contentsHeadingId} className={styles.contentsHeading}>
						<FormattedMessage id="legal.contents" />
					</h2>
					<ol className={styles.contentsList}>
						{document.sections.map((section, index) => (
							<li key={section.id}>
								<a href={`#${sectionAnchor(section.id)}`} className={styles.contentsLink}>
									<span className={styles.number} aria-hidden="true">
										{number(index)}
									</span>{' '}
									<span>{section.heading}</span>
								</a>
							</li>
						))}
					</ol>
				</nav>
				{document.sections.map((section, index) => (
					<section key={section.id} className={styles.section} aria-labelledby={sectionAnchor(section.id)}>
						<h2 id={sectionAnchor(section.id)} className={styles.heading}>
							<span className={styles.number}>{number(index)}</span> <span>{section.heading}</span>
						</h2>
						{section.paragraphs.map((paragraph, paragraphIndex) => (
							<p key={paragraphIndex} className={styles.paragraph}>
								{paragraph}
							</p>
						))}
					</section>
				))}
			</div>
		</article>
	)
}
