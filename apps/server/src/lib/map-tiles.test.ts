import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { tileImageSource } from './map-tiles';

describe('tileImageSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 'https://*.tile.example.org'],
    ['http://127.0.0.1:4130/tiles/{z}/{x}/{y}.png?key=abc', 'http://127.0.0.1:4130'],
    ['HTTPS://Tiles.Example.ORG:8443/{z}/{y}/{x}', 'https://tiles.example.org:8443'],
  ])('opens %s as %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });

  it.each([
    'https://tile.openstreetmap.org/{z}/{x}.png',
    'ftp://tile.example.org/{z}/{x}/{y}.png',
    'tile.example.org/{z}/{x}/{y}.png',
    'https://{z}.example.org/{x}/{y}.png',
    'https://tiles.{s}.example.org/{z}/{x}/{y}.png',
    'https://user@tile.example.org/{z}/{x}/{y}.png',
    'https:///{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
  ])('refuses %s', (template) => {
    expect(tileImageSource(template)).toBeNull();
  });
});

describe('the map settings in the configuration', () => {
  it('default to OpenStreetMap and its attribution', () => {
    const config = parseConfig({ MAP_TILE_URL: '' });
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(config.MAP_TILE_ATTRIBUTION_URL).toBe('https://www.openstreetmap.org/copyright');
  });

  it('stop the server with the rule when the tile template is not one', () => {
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(ConfigError);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MAP_TILE_URL: must be an http\(s\) URL template with \{z\}, \{x\} and \{y\}/,
    );
    expect(() => parseConfig({ MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(
      /MAP_TILE_ATTRIBUTION_URL: must be an http\(s\) URL/,
    );
  });
});
