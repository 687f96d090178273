// Dijla design system: the public barrel. One export per line.
export { vars, lightTheme, lightColors, LATIN_FONT_STACK, ARABIC_FONT_STACK, CHINESE_FONT_STACK } from './tokens/vars.css.ts'
export type { ColorToken, SpaceToken, RadiusToken, FontSizeToken } from './tokens/vars.css.ts'
export { sprinkles, type Sprinkles } from './sprinkles.css.ts'
export { Box, type BoxProps } from './components/Box/Box.tsx'
export { Stack, stackDirections, stackAligns, stackJustifies, type StackProps } from './components/Stack/Stack.tsx'
export { Text, textTones, textSizes, textWeights, textAligns, type TextProps } from './components/Text/Text.tsx'
export { Heading, headingLevels, headingTones, type HeadingProps, type HeadingLevel } from './components/Heading/Heading.tsx'
export { PageBody, pageBodyGaps, pageBodyPaddings, type PageBodyProps } from './components/PageBody/PageBody.tsx'
export { Button, buttonVariants, buttonTones, buttonSizes, type ButtonProps } from './components/Button/Button.tsx'
export { IconButton, iconButtonShapes, type IconButtonProps } from './components/IconButton/IconButton.tsx'
export { Icon, iconSizes, iconSpriteHref, type IconProps } from './components/Icon/Icon.tsx'
export { iconNames, directionalIcons, isDirectionalIcon, type IconName } from './components/Icon/icons.tsx'
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx'
export { Sheet, type SheetContentProps, type SheetRootProps } from './components/Sheet/Sheet.tsx'
export { Toast, type ToastProviderProps, type ToastViewportProps } from './components/Toast/Toast.tsx'
export { toast, dismissToast, useToast, toastTones, type ToastOptions, type ToastTone } from './components/Toast/toast-store.ts'
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './components/TabBar/TabBar.tsx'
export { TAB_BAR_OFFSET } from './components/TabBar/TabBar.css.ts'
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner.tsx'
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx'
export { Price, priceSizes, priceTones, IQD_FORMAT, type PriceProps } from './components/Price/Price.tsx'
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx'
export { Ltr, ltr, LRI, PDI, type LtrProps } from './components/Ltr/Ltr.tsx'
export { Skeleton, skeletonShapes, type SkeletonProps } from './components/Skeleton/Skeleton.tsx'
export { Field, type FieldProps, type FieldControlProps } from './components/Field/Field.tsx'
export { FileField, type FileFieldProps } from './components/FileField/FileField.tsx'
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx'
export { Select, type SelectProps } from './components/Select/Select.tsx'
export { Card, cardVariants, cardTones, cardPaddings, cardGaps, cardRadii, type CardProps } from './components/Card/Card.tsx'
export { Fieldset, fieldsetVariants, fieldsetGaps, fieldsetLegendSizes, type FieldsetProps } from './components/Fieldset/Fieldset.tsx'
export { Badge, badgeTones, badgeVariants, badgeShapes, badgeSizes, type BadgeProps } from './components/Badge/Badge.tsx'
export { Chip, chipVariants, chipTones, chipShapes, chipSizes, type ChipProps } from './components/Chip/Chip.tsx'
export { Checkbox, choiceVariants, choiceTones, choiceSizes, type CheckboxProps } from './components/Checkbox/Checkbox.tsx'
export { Radio, radioVariants, radioTones, radioSizes, type RadioProps } from './components/Radio/Radio.tsx'
export { TabNav, tabNavVariants, type TabNavProps, type TabNavLinkProps } from './components/TabNav/TabNav.tsx'
export { Callout, calloutTones, calloutVariants, calloutSizes, type CalloutRootProps } from './components/Callout/Callout.tsx'
export {
	QuantityStepper,
	quantityStepperSizes,
	type QuantityStepperRootProps,
	type QuantityStepperStepProps,
} from './components/QuantityStepper/QuantityStepper.tsx'
export { ConfirmDialog, type ConfirmDialogContentProps, type ConfirmDialogRootProps } from './components/ConfirmDialog/ConfirmDialog.tsx'
export { DataList, dataListLayouts, type DataListRootProps } from './components/DataList/DataList.tsx'
export { ActionBar, actionBarAligns, actionBarInsets, type ActionBarProps } from './components/ActionBar/ActionBar.tsx'
export { Table, tableCellAligns, type TableRootProps, type TableColumnHeaderProps, type TableCellProps } from './components/Table/Table.tsx'
export { Toolbar, type ToolbarRootProps } from './components/Toolbar/Toolbar.tsx'
export { RowList, rowListElements, rowListItemGaps, type RowListRootProps, type RowListItemProps } from './components/RowList/RowList.tsx'
export { Thumbnail, thumbnailSizes, type ThumbnailProps } from './components/Thumbnail/Thumbnail.tsx'
export {
	Timeline,
	TimelinePill,
	timelineRows,
	prependedRows,
	TIMELINE_FIRST_INDEX,
	type TimelineEntry,
	type TimelineRow,
	type TimelineHandle,
	type TimelineProps,
} from './components/Timeline/Timeline.tsx'
export { OfflineBanner, type OfflineBannerProps } from './components/OfflineBanner/OfflineBanner.tsx'
export { useOnlineStatus } from './components/OfflineBanner/use-online-status.ts'
// The chat and the support desk (issue 16: the chat's own styles moved here).
export {
	MessageBubble,
	messageBubbleSides,
	messageTextSizes,
	nativeAudioClass,
	type MessageBubbleRootProps,
	type MessageCardProps,
} from './components/MessageBubble/MessageBubble.tsx'
export { DaySeparator, type DaySeparatorProps } from './components/DaySeparator/DaySeparator.tsx'
export { Composer, composerActionTones, type ComposerActionProps } from './components/Composer/Composer.tsx'
export { ComposerRecording } from './components/Composer/ComposerRecording.tsx'
export { ComposerSuggestion } from './components/Composer/ComposerSuggestion.tsx'
export { ConversationRow, conversationRowVariants, type ConversationRowRootProps } from './components/ConversationRow/ConversationRow.tsx'
export { ChatLayout } from './components/ChatLayout/ChatLayout.tsx'
export { DeskLayout } from './components/DeskLayout/DeskLayout.tsx'

// The storefront's browsing screens (home, search, product, campaigns, favourites, coupons).
export { Section, sectionTitleSizes, type SectionProps } from './components/Section/Section.tsx'
export { Scroller, scrollerItemSizes, scrollerSnaps, type ScrollerProps } from './components/Scroller/Scroller.tsx'
export { TileGrid, tileGridColumns, type TileGridProps } from './components/TileGrid/TileGrid.tsx'
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx'
export { SearchBar, searchBarTones, type SearchBarRootProps } from './components/SearchBar/SearchBar.tsx'
export { IconCircle, iconCircleSizes, iconCircleTones, type IconCircleProps } from './components/IconCircle/IconCircle.tsx'
