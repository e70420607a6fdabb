// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// The physical reference of the benchmark: simdjson (Debian's libsimdjson-dev) parsing the
/// whole file into its DOM on one core. Built only when CMake found simdjson; otherwise the
/// child reports that it is missing. Owns nothing.
namespace SimdjsonBaseline {

/// The simdjson version the benchmark was built with, empty when it was built without it.
QString version();
/// Child mode "simdjson": pins this process to one CPU (parse_many's loader thread shares it),
/// maps the file with simdjson's padding, and times dom::parser::parse of the whole file, or
/// parse_many over the lines of a .jsonl file. Reports parse_s, records and errors.
int child(const QString &path);

} // namespace SimdjsonBaseline
