import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { TaskEntryButton } from './TaskEntryButton';
import { TaskListPage } from './TaskListPage';

test('the task entry slot opens TaskList', () => {
  const { navigatedTo } = renderWithApp(<TaskEntryButton />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Tasks' }));
  expect(navigatedTo()).toEqual(['/task']);
});

test('the task list offers Home (LivCam) and the app download page', () => {
  const { navigatedTo } = renderWithApp(<TaskListPage />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Home' }));
  fireEvent.click(screen.getByRole('button', { name: 'Get the app' }));
  expect(navigatedTo()).toEqual(['/', '/download']);
});
