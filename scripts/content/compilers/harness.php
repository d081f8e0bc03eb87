<?php
// Runs one topic in PHP 8.5 (wasmChild.ts): records what each line of the topic's files
// printed and every error, warning and deprecation they raised; prints them as JSON.
$topic = json_decode(file_get_contents('/harness/topic.json'), true);
$root = $topic['root'];
$chunks = [];
$errors = [];
$place = function (array $frames) use ($root): array {
    $at = [];
    foreach ($frames as $frame) {
        $file = $frame['file'] ?? '';
        if (str_starts_with($file, $root)) {
            $at[] = [substr($file, strlen($root)), $frame['line'] ?? 0];
        }
    }
    return $at;
};
set_error_handler(function (int $level, string $message, string $file, int $line) use (
    $root,
    &$errors,
): bool {
    $errors[] = [str_replace($root, '', $file), $line, "error level $level: $message"];
    return true;
});
$_SERVER['argv'] = [$topic['entry'], ...$topic['argv']];
$_SERVER['argc'] = count($_SERVER['argv']);
chdir($root);
ob_start(function (string $text) use (&$chunks, $place): string {
    if ($text !== '') {
        $chunks[] = ['at' => $place(debug_backtrace()), 'text' => $text];
    }
    return '';
}, 1);
register_shutdown_function(function () use (&$chunks, &$errors, $root): void {
    while (ob_get_level() > 0) {
        ob_end_flush();
    }
    $last = error_get_last();
    if ($last !== null && in_array($last['type'], [E_ERROR, E_PARSE, E_COMPILE_ERROR], true)) {
        $errors[] = [str_replace($root, '', $last['file']), $last['line'], $last['message']];
    }
    echo json_encode(['chunks' => $chunks, 'errors' => $errors]);
});
try {
    (static function (string $path): void {
        [$argv, $argc] = [$_SERVER['argv'], $_SERVER['argc']];
        require $path;
    })($root . $topic['entry']);
} catch (Throwable $error) {
    $at = $place([['file' => $error->getFile(), 'line' => $error->getLine()], ...$error->getTrace()]);
    [$file, $line] = $at[0] ?? ['', 0];
    $errors[] = [$file, $line, get_class($error) . ': ' . $error->getMessage()];
}
