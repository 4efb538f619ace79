import { donationHref } from '@/lib/domain/donation'

it('fills an {amount} placeholder', () => {
  expect(donationHref('https://donate.example/give/{amount}', 25)).toBe('https://donate.example/give/25')
})
it('adds the amount where the page is known to take it', () => {
  expect(donationHref('https://www.paypal.com/donate?hosted_button_id=ABC', 50)).toBe(
    'https://www.paypal.com/donate?hosted_button_id=ABC&amount=50',
  )
  expect(donationHref('https://paypal.me/vialscore', 10)).toBe('https://paypal.me/vialscore/10')
  expect(donationHref('https://ko-fi.com/vialscore', 5)).toBe('https://ko-fi.com/vialscore?amount=5')
})
it('leaves any other page unchanged', () => {
  expect(donationHref('https://www.buymeacoffee.com/vialscore', 100)).toBe('https://www.buymeacoffee.com/vialscore')
})
