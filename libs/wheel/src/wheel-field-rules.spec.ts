import { describe, expect, it } from 'vitest';
import { validateDomainColor, validateDomainDescriptor, validateDomainName, validateWheelName } from './wheel-field-rules.js';

describe('validateWheelName', () => {
  it('accepts 1 and 50 characters', () => {
    expect(validateWheelName('A')).toBeNull();
    expect(validateWheelName('x'.repeat(50))).toBeNull();
  });

  it('rejects 51 characters with the spec message, its key, the name path and the limit', () => {
    expect(validateWheelName('x'.repeat(51))).toEqual({
      path: ['name'],
      messageKey: 'wheelNameTooLong',
      message: 'Wheel name must be 50 characters or less',
      params: { max: 50 },
    });
  });

  it('checks the length after trimming', () => {
    expect(validateWheelName(`   ${'x'.repeat(50)}   `)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validateWheelName('\u{1F600}'.repeat(50))).toBeNull();
    expect(validateWheelName('\u{1F600}'.repeat(51))?.messageKey).toBe('wheelNameTooLong');
  });

  it.each([[''], ['   '], ['\t\n'], ['\u00a0'], ['\u0000']])('calls %j missing', (name) => {
    expect(validateWheelName(name)).toEqual({
      path: ['name'],
      messageKey: 'wheelNameRequired',
      message: 'Wheel name is required',
    });
  });

  it.each([[undefined], [null], [42], [['Life Wheel']], [{ name: 'x' }]])('calls the non-text %j missing', (name) => {
    expect(validateWheelName(name)?.messageKey).toBe('wheelNameRequired');
  });
});

describe('validateDomainName', () => {
  it('accepts 1 and 30 characters', () => {
    expect(validateDomainName('F')).toBeNull();
    expect(validateDomainName('x'.repeat(30))).toBeNull();
  });

  it('rejects 31 characters', () => {
    expect(validateDomainName('x'.repeat(31))).toBe('domainNameTooLong');
  });

  it('checks the length after trimming and folding inner whitespace', () => {
    expect(validateDomainName(`  ${'x'.repeat(30)}\n`)).toBeNull();
    expect(validateDomainName(`${'x'.repeat(14)}     ${'x'.repeat(15)}`)).toBeNull();
  });

  it('counts non-Latin scripts by character', () => {
    expect(validateDomainName('家'.repeat(30))).toBeNull();
    expect(validateDomainName('家'.repeat(31))).toBe('domainNameTooLong');
  });

  it.each([[''], [' '], ['\t \r\n']])('calls %j missing', (name) => {
    expect(validateDomainName(name)).toBe('domainNameRequired');
  });

  it.each([[undefined], [null], [0], [true], [{}]])('calls the non-text %j missing', (name) => {
    expect(validateDomainName(name)).toBe('domainNameRequired');
  });
});

describe('validateDomainColor', () => {
  it.each([['#ABCDEF'], ['#abcdef'], ['#A1b2C3'], ['#000000'], ['#ffffff']])('accepts %s', (color) => {
    expect(validateDomainColor(color)).toBeNull();
  });

  it.each([
    ['#abc'],
    ['abcdef'],
    ['#12345g'],
    ['#abcdef0'],
    ['#abcde'],
    ['##abcdef'],
    [' #abcdef'],
    ['#abcdef '],
    ['#abcdef\n'],
    ['#abcdefff'],
    [''],
    ['red'],
    ['rgb(0,0,0)'],
  ])('rejects %j', (color) => {
    expect(validateDomainColor(color)).toBe('invalidColor');
  });

  it.each([[undefined], [null], [0xabcdef], [['#abcdef']]])('rejects the non-text %j', (color) => {
    expect(validateDomainColor(color)).toBe('invalidColor');
  });
});

describe('validateDomainDescriptor', () => {
  it('treats a missing, null or blank descriptor as none', () => {
    expect(validateDomainDescriptor(undefined)).toBeNull();
    expect(validateDomainDescriptor(null)).toBeNull();
    expect(validateDomainDescriptor('')).toBeNull();
    expect(validateDomainDescriptor('   ')).toBeNull();
  });

  it('accepts 120 characters and rejects 121', () => {
    expect(validateDomainDescriptor('x'.repeat(120))).toBeNull();
    expect(validateDomainDescriptor('x'.repeat(121))).toBe('descriptorTooLong');
  });

  it('checks the length after trimming', () => {
    expect(validateDomainDescriptor(` ${'x'.repeat(120)} `)).toBeNull();
  });

  it.each([[5], [true], [{}], [['text']]])('rejects the non-text %j', (descriptor) => {
    expect(validateDomainDescriptor(descriptor)).toBe('descriptorNotText');
  });
});
