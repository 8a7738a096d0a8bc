<?php
/**
 * Lets the boards' tags through WordPress's content filter (KSES), so that authors without the
 * `unfiltered_html` capability (contributors, authors on a multisite) keep the block they saved.
 * Only the tags with the attribute names of games.json (and the global ones) pass; the values are plain attribute text,
 * which every board reads as data (names are shown as text, never as HTML).
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the boards to the tags allowed in posts.
 *
 * @param array  $allowed The allowed tags and their attributes.
 * @param string $context The filter's context.
 * @return array
 */
function board_game_elements_allowed_html( $allowed, $context ) {
	if ( 'post' !== $context || ! is_array( $allowed ) ) {
		return $allowed;
	}
	foreach ( array_keys( board_game_elements_spec()['games'] ) as $tag ) {
		$own = array_fill_keys( array_keys( board_game_elements_attributes( $tag ) ), true );
		// The global attributes every allowed tag has (class, id, lang, aria-*...): the block's class among them.
		$allowed[ $tag ] = function_exists( '_wp_add_global_attributes' ) ? _wp_add_global_attributes( $own ) : $own + array_fill_keys( array( 'class', 'id', 'lang', 'dir', 'title' ), true );
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'board_game_elements_allowed_html', 10, 2 );
