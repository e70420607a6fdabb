// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// Text from a file or a server, made safe to print on a terminal. A transcript or an MCP server
// can hold bytes that a terminal obeys instead of showing: ESC starts CSI and OSC sequences
// (ESC [2J clears the screen, ESC ]0;… BEL sets the window title, OSC 52 writes the clipboard),
// C1 controls do the same in one code point (U+009B is CSI), and bidi overrides and isolates
// reorder what the reader sees. The command line passes every text it prints through
// terminalSafe() (CommandLine::printOut / printErr) and every JSON it prints through
// terminalSafeJson(); `export` output is written as it is (its JSON already escapes controls).

/// Whether `c` is shown as an escape: C0 controls but tab and newline, DEL, C1 controls
/// (U+0080–U+009F), the bidi marks U+061C, U+200E, U+200F, the embeddings and overrides
/// U+202A–U+202E and the isolates U+2066–U+2069.
bool isTerminalUnsafe(char16_t c);

/// `text` with each unsafe character written as a visible escape: `\x1b` for C0 controls and
/// DEL, `\u009b` for C1 controls, `\u202e` for bidi controls. Everything else is unchanged
/// (tab and newline included); returns `text` itself when nothing needs escaping.
QString terminalSafe(const QString &text);

/// UTF-8 JSON text with each unsafe character written as a JSON escape (`\u001b`, `\u202e`): the
/// same JSON value, printable. Raw controls can only stand inside strings in valid JSON, where
/// the escape means the same character. Invalid UTF-8 becomes U+FFFD. Newlines and tabs (the
/// indentation) stay.
QByteArray terminalSafeJson(const QByteArray &json);
