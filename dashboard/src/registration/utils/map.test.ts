import { describe, expect, it } from 'vitest';
import { mapTileSourceFrom, OPENSTREETMAP_ATTRIBUTION, OPENSTREETMAP_TILE_URL, roundedPosition } from './map';

describe('registration map configuration', () => {
  it('uses OpenStreetMap tiles unless the build names another server', () => {
    expect(mapTileSourceFrom(undefined)).toEqual({ url: OPENSTREETMAP_TILE_URL, attribution: OPENSTREETMAP_ATTRIBUTION });
    expect(mapTileSourceFrom(' https://tiles.example.mx/{z}/{x}/{y}.png ')).toEqual({
      url: 'https://tiles.example.mx/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('shows no tiles for an empty value or a template that is not an http(s) tile URL', () => {
    expect(mapTileSourceFrom('')).toBeNull();
    expect(mapTileSourceFrom('   ')).toBeNull();
    expect(mapTileSourceFrom('javascript:alert(1)//{z}/{x}/{y}')).toBeNull();
    expect(mapTileSourceFrom('https://tiles.example.mx/map.png')).toBeNull();
  });

  it('rounds a placed position to 5 decimals (about 1 m)', () => {
    expect(roundedPosition({ lat: 18.1234567, lng: -94.4567891 })).toEqual({ lat: 18.12346, lng: -94.45679 });
  });
});
