export const ASSISTANT_WELCOME =
  "Hi! I'm the GLP-1 assistant. Ask me about semaglutide and tirzepatide, online providers and their prices, or how to use our calculators. I give general information only, not medical advice."

export const SUGGESTED_QUESTIONS = [
  'What is the difference between semaglutide and tirzepatide?',
  'Which providers offer tirzepatide?',
  'How is the Vial Score calculated?',
  'How do I convert a dose in mg to syringe units?',
  'What BMI do I need for GLP-1 treatment?',
  'How much does online GLP-1 treatment cost?',
] as const

export const CHAT_FAILURE_TOAST = 'Failed to get AI response. Please try again.'
export const CHAT_FAILURE_REPLY =
  "I apologize, but I'm experiencing technical difficulties right now. Please try again in a moment."

/**
 * The conversation a client may send back with a question: at most this many earlier messages, this many
 * characters in all (the chat box sends the latest that fit). Every one is forwarded to the model, at cost.
 */
export const CHAT_HISTORY_LIMITS = { turns: 8, characters: 8000, perMessage: 4000 } as const

/**
 * Ends the text of each answer /api/chat streams, followed by the answer's signature. The chat box sends the
 * signature back with the answer, and only answers the server signed are forwarded to the model again.
 */
export const ANSWER_SIGNATURE_SEPARATOR = '\u001e'
