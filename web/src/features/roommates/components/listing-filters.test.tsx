import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListingSearch } from '@/features/roommates/listing-search';
import { ListingFilters } from './listing-filters';

function renderFilters(search: ListingSearch) {
  const router = createMemoryRouter([{ path: '/', Component: () => <ListingFilters search={search} /> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container;
}

/**
 * docs/architecture.md, "Keeping the first page light": Browse Listing's first render builds
 * neither the place suggestions nor the fields behind 'More filters'; each is built when wanted.
 */
describe('the listing filters', () => {
  it('builds the place suggestions once Place has had the focus', async () => {
    const container = renderFilters({});
    expect(container.querySelectorAll('datalist option')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    expect(container.querySelector('datalist option[value="Dhaka"]')).not.toBeNull();
    expect(container.querySelectorAll('datalist option').length).toBeGreaterThan(50);
  });

  it("builds the more filters once 'More filters' is opened, and keeps what was typed when it closes", async () => {
    const container = renderFilters({});
    expect(screen.queryByRole('group', { name: 'Amenities' })).toBeNull();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByRole('group', { name: 'Amenities' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Min rent (BDT)' }), '3000');
    details.open = false;
    fireEvent(details, new Event('toggle'));
    expect(container.querySelector<HTMLInputElement>('input[name="minRent"]')?.value).toBe('3000');
  });

  it('shows the more filters at once when the address sets one of them', () => {
    const container = renderFilters({ minRent: 3000 });
    expect(container.querySelector('details')?.open).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[name="minRent"]')?.value).toBe('3000');
  });

  it("takes the city from the areas when the address names none: the first area's city, its areas ticked", () => {
    renderFilters({ area: ['sylhet-zindabazar', 'dhaka-banani'] });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('sylhet');
    const areas = screen.getByRole('group', { name: 'Areas of Sylhet (up to 10)' });
    expect(screen.getByRole('checkbox', { name: 'Zindabazar' })).toBeChecked();
    expect(areas.querySelectorAll('input:checked')).toHaveLength(1);
  });

  it("keeps the address's city over the areas' when it names one", () => {
    renderFilters({ city: 'dhaka', area: ['sylhet-zindabazar'] });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('dhaka');
  });
});
