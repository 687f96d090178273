/** The chat's pages and resource routes (no imports: the shop's frame uses them on every page). */
export const CHAT_ROOM_PATH = '/pages/chat-room/index'
export const CONVERSATIONS_PATH = '/pages/conversation/index'
export const CHAT_MESSAGES_PATH = '/resources/chat-messages'
export const CHAT_UPLOAD_PATH = '/resources/chat-upload'
export const CHAT_READ_PATH = '/resources/chat-read'
export const CHAT_TYPING_PATH = '/resources/chat-typing'
export const CHAT_FILE_PATH = '/resources/chat-file'
export const PUSH_SUBSCRIPTION_PATH = '/resources/push-subscription'
