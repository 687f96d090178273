/** The chat's pages and resource routes (no imports: the shop's frame uses them on every page). */
export const CHAT_FILE_PATH = '/resources/chat-file'
