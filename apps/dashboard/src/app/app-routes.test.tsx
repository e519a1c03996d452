import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { writeSession } from '@/lib/session';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  it('shows the 404 page to a signed-in user on a path the route table does not hold', async () => {
    writeSession({ token: 'token', role: 'A', photo: 'photo.jpg' });
    render(
      <Router hook={memoryLocation({ path: '/laporan-tahunan' }).hook}>
        <AppRoutes />
      </Router>,
    );
    // Inside the shell: the top bar's h1 names the page, the 404 text is its h2.
    expect(
      await screen.findByRole('heading', { level: 2, name: '404 Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
