<?php
/**
 * The boards and their attributes (games.json), and the check of one attribute's value against them.
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

/**
 * The spec of games.json: `common` attributes of every board, and `games` by tag.
 *
 * @return array
 */
function board_game_elements_spec() {
	static $spec = null;
	if ( null === $spec ) {
		$spec = json_decode( (string) file_get_contents( BOARD_GAME_ELEMENTS_DIR . '/games.json' ), true );
	}
	return $spec;
}

/**
 * The tag of a game named by its short name (`reversi`) or its tag (`reversi-board`), or null.
 *
 * @param string $game The shortcode's or block's game.
 * @return string|null
 */
function board_game_elements_tag( $game ) {
	$games = board_game_elements_spec()['games'];
	$game  = strtolower( trim( (string) $game ) );
	if ( isset( $games[ $game ] ) ) {
		return $game;
	}
	foreach ( $games as $tag => $info ) {
		if ( $info['game'] === $game ) {
			return $tag;
		}
	}
	return null;
}

/**
 * Every attribute a board takes, by name: the board's own and the common ones.
 *
 * @param string $tag A board's tag.
 * @return array
 */
function board_game_elements_attributes( $tag ) {
	$spec = board_game_elements_spec();
	return array_merge( $spec['common'], $spec['games'][ $tag ]['attributes'] );
}

/**
 * The value to write for one attribute, or null when the value is not one the board takes.
 * Booleans come back as '' (present) or null (absent).
 *
 * @param array $rule  The attribute's rule from games.json.
 * @param mixed $value The value given.
 * @return string|null
 */
function board_game_elements_clean_value( $rule, $value ) {
	if ( is_bool( $value ) ) {
		$value = $value ? 'true' : 'false';
	}
	if ( ! is_scalar( $value ) ) {
		return null;
	}
	$value = trim( (string) $value );
	switch ( $rule['type'] ) {
		case 'bool':
			$on = array( '', 'true', '1', 'yes', 'on' );
			return in_array( strtolower( $value ), $on, true ) ? '' : null;
		case 'enum':
			return in_array( $value, $rule['values'], true ) ? $value : null;
		case 'int':
			if ( ! preg_match( '/^-?[0-9]{1,10}$/', $value ) ) {
				return null;
			}
			$n = (int) $value;
			if ( $n < $rule['min'] || $n > $rule['max'] ) {
				return null;
			}
			if ( isset( $rule['step'] ) && 0 !== ( $n - $rule['min'] ) % $rule['step'] ) {
				return null;
			}
			return (string) $n;
		case 'pattern':
			return preg_match( '/' . str_replace( '/', '\/', $rule['pattern'] ) . '/u', $value ) ? $value : null;
		case 'url':
			$url = esc_url_raw( $value, array( 'http', 'https' ) );
			return '' !== $url && $url === $value ? $url : null;
		case 'text':
			if ( '' === $value || ! wp_check_invalid_utf8( $value ) ) {
				return null;
			}
			return function_exists( 'mb_substr' ) ? mb_substr( $value, 0, $rule['max'] ) : substr( $value, 0, $rule['max'] );
	}
	return null;
}

/**
 * A board's tag with the attributes it takes: unknown names and values it would refuse are
 * dropped (each with a notice for the site's debug log), every value escaped.
 *
 * @param string $tag        A board's tag.
 * @param array  $attributes Attribute values by name.
 * @return string
 */
function board_game_elements_markup( $tag, $attributes ) {
	$rules = board_game_elements_attributes( $tag );
	$html  = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		$name = strtolower( (string) $name );
		if ( ! isset( $rules[ $name ] ) ) {
			continue;
		}
		$clean = board_game_elements_clean_value( $rules[ $name ], $value );
		if ( null === $clean ) {
			continue;
		}
		$html .= '' === $clean && 'bool' === $rules[ $name ]['type'] ? ' ' . $name : ' ' . $name . '="' . esc_attr( $clean ) . '"';
	}
	return $html . '></' . $tag . '>';
}
