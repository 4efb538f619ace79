// Types for action-body.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
import type { IncomingMessage, ServerResponse } from 'node:http'

export const ACTION_BODY_LIMIT: '1mb'
export const ACTION_BODY_MAX_BYTES: number
export const ACTION_BODY_MAX_DEPTH: number
export const ACTION_BODY_MESSAGES: { readonly tooLarge: string; readonly tooDeep: string }

export type ActionBodyRefusal = { status: 400 | 413; message: string; close?: boolean }

export function isServerActionRequest(request: IncomingMessage): boolean
export function nestingDepth(text: string, stopAt?: number): number
export function actionBodyDepth(body: Buffer, contentType: string | undefined, stopAt?: number): number
export function readActionBody(
  request: IncomingMessage,
  limits?: { maxBytes?: number; maxDepth?: number },
): Promise<{ body: Buffer } | ActionBodyRefusal>
export function requestWithBody(request: IncomingMessage, body: Buffer): IncomingMessage
export function refuseAction(response: ServerResponse, refusal: ActionBodyRefusal): void
