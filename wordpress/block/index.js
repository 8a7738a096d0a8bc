/**
 * The "Board game" block in the editor, written for WordPress's globals (no build step): a
 * variation per game in the inserter, the options of games.json in the sidebar, and the board
 * itself in the canvas. It saves the board's tag with the attributes that pass games.json's rules,
 * as the shortcode does on the server.
 */
(function (blocks, element, blockEditor, components) {
  const el = element.createElement;
  const spec = window.boardGameElementsSpec;
  const { InspectorControls, useBlockProps } = blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = components;

  /**
   * The value written for `value` under `rule`, '' for a boolean that is on, or undefined when the board would refuse
   * it.
   */
  function clean(rule, value) {
    if (value === undefined || value === null || value === false) return undefined;
    const text = String(value).trim();
    switch (rule.type) {
      case 'bool':
        return value === true || ['', 'true', '1', 'yes', 'on'].includes(text.toLowerCase()) ? '' : undefined;
      case 'enum':
        return rule.values.includes(text) ? text : undefined;
      case 'int': {
        if (!/^-?[0-9]{1,10}$/.test(text)) return undefined;
        const n = Number(text);
        if (n < rule.min || n > rule.max || (rule.step && (n - rule.min) % rule.step !== 0)) return undefined;
        return String(n);
      }
      case 'pattern':
        return new RegExp(rule.pattern, 'u').test(text) ? text : undefined;
      case 'url':
        return /^https?:\/\/[^\s"'<>]+$/.test(text) ? text : undefined;
      case 'text':
        return text ? text.slice(0, rule.max) : undefined;
    }
    return undefined;
  }

  const own = (object, key) => typeof key === 'string' && Object.prototype.hasOwnProperty.call(object, key);
  const warned = new Set();

  /**
   * The board of a block's `game`, read only from the listed games' own keys: a post's markup is
   * anyone's text, and `constructor` or `__proto__` would otherwise find Object's members. Anything
   * else falls back to Reversi with one warning per value.
   */
  function tagOf(attributes) {
    const game = attributes && attributes.game;
    if (own(spec.games, game)) return game;
    if (game !== undefined && !warned.has(String(game))) {
      warned.add(String(game));
      console.warn('Board game block: no game "' + String(game) + '"; showing Reversi.');
    }
    return 'reversi-board';
  }

  /** Every attribute of the board `tag`, by name. */
  const rulesOf = (tag) => Object.assign(Object.create(null), spec.common, spec.games[tag].attributes);

  /** The board's attributes from the block's options: only names and values the board takes. */
  function boardAttributes(tag, options) {
    const rules = rulesOf(tag);
    const out = {};
    for (const name of Object.keys(options || {})) {
      if (!own(rules, name)) continue;
      const value = clean(rules[name], options[name]);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }

  /** Whether the attribute's `when` holds for these options (a mode it applies to). */
  function applies(rule, options) {
    if (!rule.when) return true;
    return Object.keys(rule.when).every((name) => rule.when[name].includes(options[name] || spec.common[name].values[0]));
  }

  /** The sidebar control of one attribute. */
  function control(name, rule, options, set) {
    const value = options[name];
    const help = value !== undefined && value !== '' && clean(rule, value) === undefined ? 'The board does not take this value; it keeps its default.' : undefined;
    if (rule.toggle) {
      return el(ToggleControl, {
        key: name,
        label: rule.label,
        checked: !!value,
        // A key of its own, so two boards on a site never share a saved game.
        onChange: (on) => set(name, on ? 'board-' + Math.random().toString(36).slice(2, 10) : undefined),
      });
    }
    if (rule.type === 'bool') return el(ToggleControl, { key: name, label: rule.label, checked: value === true, onChange: (on) => set(name, on || undefined) });
    if (rule.choices) {
      const options = rule.choices.map(([v, label]) => ({ value: v, label }));
      return el(SelectControl, { key: name, label: rule.label, value: value || options[0].value, options, onChange: (v) => set(name, v === options[0].value ? undefined : v) });
    }
    return el(TextControl, {
      key: name,
      label: rule.label,
      help,
      type: rule.type === 'int' ? 'number' : rule.type === 'url' ? 'url' : 'text',
      min: rule.min,
      max: rule.max,
      step: rule.step,
      value: value === undefined ? '' : String(value),
      onChange: (v) => set(name, v === '' ? undefined : v),
    });
  }

  /** The controls of the attributes that have a label, in games.json's order. */
  function controls(rules, options, set) {
    return Object.keys(rules)
      .filter((name) => rules[name].label && applies(rules[name], options))
      .map((name) => control(name, rules[name], options, set));
  }

  function Edit(props) {
    const { attributes, setAttributes } = props;
    const tag = tagOf(attributes);
    const options = attributes.options || {};
    const set = (name, value) => {
      const next = Object.assign({}, options);
      if (value === undefined) delete next[name];
      else next[name] = value;
      setAttributes({ options: next });
    };
    const board = boardAttributes(tag, options);
    // The editor shows the board as readers get it, but never saves a game of the author's.
    delete board.persist;
    return el(
      element.Fragment,
      null,
      el(
        InspectorControls,
        null,
        el(PanelBody, { title: spec.games[tag].title, initialOpen: true }, controls(spec.games[tag].attributes, options, set)),
        el(PanelBody, { title: 'Play', initialOpen: true }, controls(spec.common, options, set)),
      ),
      el('div', useBlockProps(), el(tag, Object.assign({ key: tag }, board))),
    );
  }

  function save(props) {
    const tag = tagOf(props.attributes);
    return el(tag, Object.assign(useBlockProps.save(), boardAttributes(tag, props.attributes.options)));
  }

  const icon = (svg) => el('svg', { viewBox: '0 0 24 24', width: 24, height: 24, fill: 'currentColor', 'aria-hidden': true, dangerouslySetInnerHTML: { __html: svg } });

  blocks.registerBlockType('board-game-elements/board', {
    edit: Edit,
    save,
    variations: Object.keys(spec.games).map((tag) => ({
      name: spec.games[tag].game,
      title: spec.games[tag].title,
      description: spec.games[tag].description,
      icon: icon(spec.games[tag].icon),
      attributes: { game: tag },
      isDefault: tag === 'reversi-board',
      scope: ['inserter', 'transform'],
      isActive: (attributes) => attributes.game === tag,
    })),
  });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components);
