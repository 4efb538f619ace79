import { formatChatText } from '@/lib/domain/chat-format'
import { searchKnowledge, staticKnowledge } from '@/lib/integrations/assistant/knowledge'

describe('formatChatText', () => {
  it('keeps text, bold and site links', () => {
    expect(formatChatText('See **this** and [Vial Score](/vial-score).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'bold', text: 'this' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'Vial Score', href: '/vial-score', external: false },
      { type: 'text', text: '.' },
    ])
  })
  it('marks http(s) links external', () => {
    expect(formatChatText('[FDA](https://www.fda.gov/)')).toEqual([
      { type: 'link', text: 'FDA', href: 'https://www.fda.gov/', external: true },
    ])
  })
  it.each(['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](//evil.example)', '[x](vbscript:msgbox)'])(
    'turns the unsafe link %s into plain text',
    (text) => {
      expect(formatChatText(text).every((segment) => segment.type === 'text')).toBe(true)
    },
  )
  it('never produces HTML: tags stay text', () => {
    expect(formatChatText('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('searchKnowledge', () => {
  it('finds the page that answers a question', () => {
    const docs = staticKnowledge()
    expect(searchKnowledge(docs, 'how do I convert mg to syringe units')[0].url).toBe('/calculator')
    expect(searchKnowledge(docs, 'vial score weights')[0].url).toBe('/vial-score')
    expect(searchKnowledge(docs, 'BMI eligibility')[0].url).toBe('/calculator?tab=bmi')
  })
  it('finds nothing for an unrelated question', () => {
    expect(searchKnowledge(staticKnowledge(), 'zzqx')).toEqual([])
  })
})
