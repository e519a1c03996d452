import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { writeSession } from '@/lib/session';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  it('shows the 404 page on a product route whose screen is not built yet', async () => {
    // /users is in the route table and in the admin's menu, without a page so far.
    writeSession({ token: 'token', role: 'A', photo: 'photo.jpg' });
    render(
      <Router hook={memoryLocation({ path: '/users' }).hook}>
        <AppRoutes />
      </Router>,
    );
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
