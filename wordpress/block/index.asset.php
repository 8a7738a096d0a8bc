<?php
// The editor script's dependencies (it is written for WordPress's globals, with no build step).
return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
	'version'      => '0.1.0',
);
