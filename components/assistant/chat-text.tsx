import { formatChatText } from '@/lib/domain/chat-format'

/** An assistant reply as React text nodes: bold and safe links only, never raw HTML. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {formatChatText(text).map((segment, index) =>
        segment.type === 'bold' ? (
          <strong key={index}>{segment.text}</strong>
        ) : segment.type === 'link' ? (
          <a
            key={index}
            href={segment.href}
            className="font-semibold text-brand-700 underline"
            {...(segment.external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  )
}
