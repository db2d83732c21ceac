/** Argument parsing of the `arda` CLI, in process (no spawn). */
import { describe, expect, it } from 'vitest';
import { cardAndCount, COMMANDS, helpText, parseCli, UsageError } from '../../src-main/cli/args';

describe('parseCli', () => {
  it('reads a command, its arguments and options in any order', () => {
    expect(parseCli(['--db', 'x.sqlite', 'collection', 'import', 'a.meccg', '--skip-unresolved'])).toEqual({
      help: false,
      command: 'collection import',
      args: ['a.meccg'],
      options: { db: 'x.sqlite', json: false, skipUnresolved: true, limit: undefined },
    });
    expect(parseCli(['cards', 'search', 'gandalf', 'the', '--json', '--limit', '5'])).toMatchObject({
      command: 'cards search',
      args: ['gandalf', 'the'],
      options: { json: true, limit: 5 },
    });
  });

  it('asks for help when told to or when given nothing', () => {
    expect(parseCli([])).toEqual({ help: true });
    expect(parseCli(['cards', 'import', '-h'])).toEqual({ help: true });
    for (const name of Object.keys(COMMANDS)) expect(helpText()).toContain(name);
  });

  it.each([
    [['collection', 'frobnicate'], /unknown command "collection frobnicate"/],
    [['cards'], /"cards" needs a command/],
    [['cards', 'import'], /missing argument/],
    [['collection', 'export', 'a.csv', 'b.csv'], /too many arguments/],
    [['collection', 'add', 'TW-1', '--json'], /--json does not apply/],
    [['cards', 'search', 'x', '--limit', 'lots'], /--limit needs a whole number/],
    [['cards', 'search', 'x', '--verbose'], /verbose/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });
});

describe('cardAndCount', () => {
  it('takes a trailing whole number as the count and the rest as the card', () => {
    expect(cardAndCount(['TW-156'])).toEqual({ card: 'TW-156', count: 1 });
    expect(cardAndCount(['Dark', 'Quarrels', '3'])).toEqual({ card: 'Dark Quarrels', count: 3 });
    expect(cardAndCount(['Boromir II'])).toEqual({ card: 'Boromir II', count: 1 });
  });

  it('refuses a count below one', () => {
    expect(() => cardAndCount(['TW-156', '0'])).toThrow(/1 or more/);
    expect(() => cardAndCount(['TW-156', '-2'])).toThrow(/1 or more/);
  });
});
