import { IMAGE_MAX_BYTES } from 'shared-sdk/constants';
import { albumFileProblem, avatarFileProblem } from './files';

test('album photos: pictures up to 5M', () => {
  expect(albumFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  expect(albumFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  expect(albumFileProblem({ type: 'text/plain', size: 10 })).toBe('notImage');
  expect(albumFileProblem({ type: '', size: 10 })).toBe('notImage');
});

test('an avatar may be cropped from a camera photo over 5M', () => {
  expect(avatarFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES * 2 })).toBeNull();
  expect(avatarFileProblem({ type: 'image/jpeg', size: 50 * 1024 * 1024 })).toBe('tooLarge');
  expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
});
