<?php
/**
 * Tasks of check:wordpress on its WordPress (Debian has no wp-cli), run as
 * `php site.php <wordpress folder> <task> [arguments]`; prints JSON.
 *
 * setup                            users `contributor` and `editor`, no avatars, no welcome guide
 * post <login> <title> <content>   a post published by that user, content filtered as for them
 * content <id>                     a post's stored content and status
 * shortcode <text>                 what do_shortcode() makes of the text
 * clean <json>                     for [[tag, {name: value}], ...], the attributes that pass, by the plugin's rules
 * deactivate                       the plugin off
 */

$root = $argv[1];
$task = $argv[2];
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/** The id of the user `login`. */
function user_id( $login ) {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		fwrite( STDERR, "no user $login\n" );
		exit( 1 );
	}
	return $user->ID;
}

switch ( $task ) {
	case 'setup':
		foreach ( array( 'contributor', 'editor' ) as $role ) {
			$id = username_exists( $role ) ? user_id( $role ) : wp_insert_user(
				array(
					'user_login' => $role,
					'user_pass'  => $role . '-password',
					'user_email' => $role . '@example.test',
					'role'       => $role,
				)
			);
			update_user_meta(
				$id,
				$GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
				array(
					'core/edit-post' => array( 'welcomeGuide' => false, 'isComplementaryAreaVisible' => true ),
					'_modified'      => gmdate( 'c' ),
				)
			);
		}
		update_user_meta(
			user_id( 'admin' ),
			$GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
			array( 'core/edit-post' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) )
		);
		update_option( 'show_avatars', 0 );
		echo wp_json_encode( array( 'contributor_can_unfiltered_html' => user_can( user_id( 'contributor' ), 'unfiltered_html' ) ) );
		break;
	case 'post':
		wp_set_current_user( user_id( $argv[3] ) );
		// What WordPress does for a user's own save: filter the content unless they may post any HTML.
		kses_init();
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_title'   => $argv[4],
					'post_content' => $argv[5],
					'post_status'  => 'publish',
					'post_author'  => user_id( $argv[3] ),
				)
			),
			true
		);
		echo wp_json_encode( is_wp_error( $id ) ? array( 'error' => $id->get_error_message() ) : array( 'id' => $id, 'content' => get_post( $id )->post_content ) );
		break;
	case 'content':
		$post = get_post( (int) $argv[3] );
		echo wp_json_encode( array( 'content' => $post->post_content, 'status' => $post->post_status, 'author' => get_the_author_meta( 'login', $post->post_author ) ) );
		break;
	case 'shortcode':
		echo wp_json_encode( array( 'html' => do_shortcode( $argv[3] ) ) );
		break;
	case 'clean':
		$out = array();
		foreach ( json_decode( $argv[3], true ) as $case ) {
			$rules = board_game_elements_attributes( $case[0] );
			$kept  = array();
			foreach ( $case[1] as $name => $value ) {
				$clean = isset( $rules[ $name ] ) ? board_game_elements_clean_value( $rules[ $name ], $value ) : null;
				if ( null !== $clean ) {
					$kept[ $name ] = $clean;
				}
			}
			$out[] = (object) $kept;
		}
		echo wp_json_encode( $out );
		break;
	case 'deactivate':
		deactivate_plugins( 'board-game-elements/board-game-elements.php' );
		echo wp_json_encode( array( 'active' => is_plugin_active( 'board-game-elements/board-game-elements.php' ) ) );
		break;
	default:
		fwrite( STDERR, "unknown task $task\n" );
		exit( 1 );
}
