/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { TaggedText, TransText, bdiTags } from './text';

test('TaggedText: marked parts go into their elements, the rest stays text', () => {
  const { container } = render(
    <TaggedText text="Get <b>200 coins</b> now <x>!</x>" tags={{ b: <strong /> }} />,
  );
  expect(container.innerHTML).toBe('Get <strong>200 coins</strong> now !');
});

test('TaggedText: markup in the words is shown as text, not HTML', () => {
  const { container } = render(<TaggedText text="<img src=x>" tags={{}} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('<img src=x>');
});

test('TaggedText: a translation that lost its tags still shows, as plain text', () => {
  const { container } = render(<TaggedText text="1,234 people" tags={{ count: <strong /> }} />);
  expect(container.textContent).toBe('1,234 people');
  expect(container.querySelector('strong')).toBeNull();
});

test('bdiTags: each tag a <bdi> in the direction asked', () => {
  const { container } = render(
    <TaggedText
      text="Card ending <last4>4242</last4>, from <name>Ann</name>"
      tags={{ ...bdiTags(['last4'], 'ltr'), ...bdiTags(['name']) }}
    />,
  );
  const [digits, name] = [...container.querySelectorAll('bdi')];
  expect(digits).toHaveProperty('dir', 'ltr');
  expect(digits!.textContent).toBe('4242');
  expect(name).toHaveProperty('dir', 'auto');
  expect(name!.textContent).toBe('Ann');
});

async function instance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: {
      de: { demo: { hello: 'Hallo <name>{{name}}</name>, lies die <tos>Bedingungen</tos>.' } },
      en: { other: { gifts_one: '<b>{{count}}</b> gift', gifts_other: '<b>{{count}}</b> gifts' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const sentence = (
  <TransText
    ns="demo"
    i18nKey="hello"
    defaults="Hello <name>{{name}}</name>, read the <tos>terms</tos>."
    values={{ name: '<b>Ann</b>' }}
    components={{ ...bdiTags(['name']), tos: <a href="/terms" /> }}
  />
);

test.each([
  ['en', 'Hello <b>Ann</b>, read the terms.'],
  ['de', 'Hallo <b>Ann</b>, lies die Bedingungen.'],
])('TransText in %s: the text with its components, the values escaped', async (lng, expected) => {
  const { container } = render(
    <I18nextProvider i18n={await instance(lng)}>
      <p>{sentence}</p>
    </I18nextProvider>,
  );
  expect(container.textContent).toBe(expected);
  expect(container.querySelector('b')).toBeNull();
  expect(container.querySelector('bdi')?.textContent).toBe('<b>Ann</b>');
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/terms');
});

test('TransText: a key chosen at run time, from a second namespace, in its plural form', async () => {
  const i18n = await instance('en');
  const gifts = (count: number) =>
    render(
      <I18nextProvider i18n={i18n}>
        <p>
          <TransText
            ns={['demo', 'other']}
            i18nKey="other:gifts"
            count={count}
            values={{ count }}
            components={{ b: <strong /> }}
          />
        </p>
      </I18nextProvider>,
    ).container;
  expect(gifts(1).innerHTML).toBe('<p><strong>1</strong> gift</p>');
  expect(gifts(3).innerHTML).toBe('<p><strong>3</strong> gifts</p>');
});

test('TransText: <bdi> isolates data in any text, with no component given', async () => {
  const { container } = render(
    <I18nextProvider i18n={await instance('en')}>
      <p>
        <TransText
          ns="demo"
          i18nKey="gift"
          defaults="<bdi>{{name}}</bdi> sent you a gift"
          values={{ name: 'عمر' }}
        />
      </p>
    </I18nextProvider>,
  );
  expect(container.querySelector('bdi')?.textContent).toBe('عمر');
  expect(container.textContent).toBe('عمر sent you a gift');
});
