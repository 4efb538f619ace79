'use client'

import { Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card'
import { ChipButtons } from '@/components/ui/chip-buttons'
import { Notice } from '@/components/ui/notice'
import {
  ANSWER_SIGNATURE_SEPARATOR,
  ASSISTANT_WELCOME,
  CHAT_FAILURE_REPLY,
  CHAT_FAILURE_TOAST,
  CHAT_HISTORY_LIMITS,
  SUGGESTED_QUESTIONS,
} from '@/config/assistant'
import { ChatText } from './chat-text'

/** An answer carries the signature the server gave it with; the server forwards no answer without one. */
type Message = { id: number; role: 'user' | 'assistant'; content: string; signature?: string }

let nextId = 1

/** The latest messages that fit the server's limits: the conversation so far, as the next question's context. */
function historyToSend(messages: Message[]) {
  const sent: Omit<Message, 'id'>[] = []
  let characters = 0
  for (const { role, content, signature } of [...messages].reverse()) {
    if (role === 'assistant' && !signature) continue
    characters += content.length
    if (
      sent.length === CHAT_HISTORY_LIMITS.turns ||
      characters > CHAT_HISTORY_LIMITS.characters ||
      content.length > CHAT_HISTORY_LIMITS.perMessage
    )
      break
    sent.unshift(role === 'assistant' ? { role, content, signature } : { role, content })
  }
  return sent
}

export function Chat({ country }: { country: string }) {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, role: 'assistant', content: ASSISTANT_WELCOME }])
  const [input, setInput] = useState('')
  // `waiting`: no word of the answer yet (the typing indicator). `answering`: until the answer and its signature
  // have all arrived; a question sent before then would leave the unsigned answer out of its history.
  const [waiting, setWaiting] = useState(false)
  const [answering, setAnswering] = useState(false)
  const [toast, setToast] = useState<string | null>(null)
  const log = useRef<HTMLDivElement>(null)

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [messages, waiting])

  // /glp1-ai?q=... (the site search of our WebSite structured data) asks that question at once. Read on
  // the client so the page itself stays static.
  const askedFromUrl = useRef(false)
  useEffect(() => {
    const question = new URLSearchParams(window.location.search).get('q')?.slice(0, 1000)
    if (askedFromUrl.current || !question?.trim()) return
    askedFromUrl.current = true
    void send(question)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [])

  async function send(text: string) {
    const message = text.trim()
    if (!message || answering) return
    const history = historyToSend(messages.slice(1))
    const replyId = nextId++
    setMessages((current) => [...current, { id: nextId++, role: 'user', content: message }])
    setInput('')
    setToast(null)
    setWaiting(true)
    setAnswering(true)
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, history, country }),
      })
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null)
        throw new Error(response.status === 429 || response.status === 400 ? body?.error : CHAT_FAILURE_TOAST)
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let reply = ''
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        reply += chunk.value
        // The answer's text, then (once it is complete) the separator and its signature.
        const [content, signature] = reply.split(ANSWER_SIGNATURE_SEPARATOR)
        setWaiting(false)
        setMessages((current) => [
          ...current.filter((m) => m.id !== replyId),
          { id: replyId, role: 'assistant', content, signature },
        ])
      }
    } catch (error) {
      setToast((error as Error).message || CHAT_FAILURE_TOAST)
      setMessages((current) => [...current, { id: replyId, role: 'assistant', content: CHAT_FAILURE_REPLY }])
    } finally {
      setWaiting(false)
      setAnswering(false)
    }
  }

  return (
    <div className={cardClasses({ variant: 'elevated', padding: 'none', className: 'flex h-[600px] flex-col' })}>
      <div
        ref={log}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
      >
        {messages.map((message) => (
          <div key={message.id} className={clsx('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
            <p
              className={clsx(
                'max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2 text-sm',
                message.role === 'user' ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-900',
              )}
            >
              <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              {message.role === 'user' ? message.content : <ChatText text={message.content} />}
            </p>
          </div>
        ))}
        {waiting && (
          <div className="flex justify-start" data-testid="typing-indicator">
            <span className="rounded-2xl bg-gray-100 px-4 py-2 text-sm text-gray-600">
              <span className="sr-only">The assistant is typing</span>
              <span aria-hidden className="inline-flex gap-1">
                <span className="size-2 animate-bounce rounded-full bg-gray-500" />
                <span className="size-2 animate-bounce rounded-full bg-gray-500 [animation-delay:150ms]" />
                <span className="size-2 animate-bounce rounded-full bg-gray-500 [animation-delay:300ms]" />
              </span>
            </span>
          </div>
        )}
      </div>

      {messages.length === 1 && (
        <div className="border-t border-gray-100 p-3">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-600">Suggested questions</p>
          <ChipButtons items={SUGGESTED_QUESTIONS} onPick={send} size="sm" className="flex flex-wrap gap-2" />
        </div>
      )}

      {toast && (
        <Notice tone="error" size="none" role="status" className="mx-3 mb-2 px-3 py-2 text-sm">
          {toast}
        </Notice>
      )}

      <form
        className="flex items-end gap-2 border-t border-gray-200 p-3"
        onSubmit={(event) => {
          event.preventDefault()
          void send(input)
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Your question
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={input}
          maxLength={1000}
          disabled={answering}
          placeholder="Ask about GLP-1 medications, providers or prices…"
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void send(input)
            }
          }}
          className="min-h-11 flex-1 resize-none rounded-md border border-gray-300 px-3 py-2 text-sm disabled:bg-gray-50"
        />
        {/* md's 40 px grows to the 44 px of the input beside it, the icon and label centred. */}
        <Button type="submit" disabled={answering || !input.trim()} className="flex min-h-11 items-center gap-1">
          <Send aria-hidden className="size-4" />
          Send
        </Button>
      </form>
    </div>
  )
}
