import { renderWithApp } from 'shared-sdk/testing';
import { FieldProblem } from './FieldProblem';

// A provider's own field label stays data inside the translated sentence, isolated in <bdi>.
test('the label of a required field is data in a whole sentence', () => {
  const { container } = renderWithApp(<FieldProblem kind="required" field={{ label: 'CPF' }} />);
  expect(container.textContent).toBe('Fill in CPF.');
  expect(container.querySelector('bdi')?.textContent).toBe('CPF');
});

test('an invalid value names the field, with the provider’s hint when there is one', () => {
  const hinted = renderWithApp(
    <FieldProblem kind="invalid" field={{ label: 'CPF', hint: '11 digits' }} />,
  );
  expect(hinted.container.textContent).toBe('CPF is not valid: 11 digits');
  expect([...hinted.container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
    'CPF',
    '11 digits',
  ]);
  hinted.unmount();
  const plain = renderWithApp(<FieldProblem kind="invalid" field={{ label: 'CPF' }} />);
  expect(plain.container.textContent).toBe('CPF is not valid.');
});
