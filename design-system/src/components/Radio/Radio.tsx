import { createChoice, type ChoiceProps } from '../Checkbox/Checkbox.tsx'

export { choiceVariants as radioVariants, choiceTones as radioTones, choiceSizes as radioSizes } from '../Checkbox/Checkbox.tsx'

export type RadioProps = ChoiceProps

/**
 * A native radio with its label, for one answer out of a few (give the group a Fieldset and a legend). The
 * `card` look suits answers with a line of explanation; `chip` suits short filters such as categories.
 */
export const Radio = createChoice('radio', 'Radio')
