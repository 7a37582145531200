import { act, fireEvent, render, screen } from '@testing-library/react';
import { WithI18n } from '../test/i18n';
import { Geocoder, GEOCODER_DEBOUNCE_MS } from './Geocoder';

const results = [
  { label: 'LS1, Yorkshire', lat: 53.797, lng: -1.553 },
  { label: 'LS10, Yorkshire', lat: 53.765, lng: -1.532 },
];

describe('address search control', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the lookup after a pause, lists results and hands back the one chosen with the keyboard', async () => {
    const search = jest.fn(async () => results);
    const onChoose = jest.fn();
    render(
      <WithI18n>
        <Geocoder search={search} onChoose={onChoose} />
      </WithI18n>,
    );
    const box = screen.getByRole('combobox', { name: 'Search for an address or postcode' });
    fireEvent.change(box, { target: { value: 'LS1' } });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(GEOCODER_DEBOUNCE_MS);
    });
    expect(search).toHaveBeenCalledWith('LS1', expect.any(AbortSignal));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['LS1, Yorkshire', 'LS10, Yorkshire']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(results[1]);
    expect(box).toHaveValue('LS10, Yorkshire');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Showing the chosen label does not search again.
    await act(async () => {
      jest.advanceTimersByTime(GEOCODER_DEBOUNCE_MS * 2);
    });
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches', async () => {
    render(
      <WithI18n>
        <Geocoder search={async () => []} onChoose={jest.fn()} />
      </WithI18n>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Nowhere' } });
    await act(async () => {
      jest.advanceTimersByTime(GEOCODER_DEBOUNCE_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('No places found');
  });

  it('shows what a result stands in for, and after the choice says where the map went', async () => {
    const note = 'Showing postcode district LS1 — exact postcodes are not in our data';
    const onChoose = jest.fn();
    render(
      <WithI18n>
        <Geocoder search={async () => [{ label: 'LS1 postcode district, Yorkshire', lat: 53.8, lng: -1.55, note }]} onChoose={onChoose} />
      </WithI18n>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'LS1 4AP' } });
    await act(async () => {
      jest.advanceTimersByTime(GEOCODER_DEBOUNCE_MS);
    });
    expect(screen.getByRole('option')).toHaveTextContent(note);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ lat: 53.8 }));
    expect(screen.getByRole('status')).toHaveTextContent(note);
  });

  it('after choosing a place by name, says the map moved there', async () => {
    render(
      <WithI18n>
        <Geocoder search={async () => [{ label: 'Leeds (LS postcode area)', lat: 53.8, lng: -1.55, note: null }]} onChoose={jest.fn()} />
      </WithI18n>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'Leeds' } });
    await act(async () => {
      jest.advanceTimersByTime(GEOCODER_DEBOUNCE_MS);
    });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Map moved to Leeds (LS postcode area)');
  });
});
