// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export_source.h"

#include <QCoreApplication>
#include <QString>

/// Writes a self-contained, script-free HTML transcript for sharing (cli.md "export --format
/// html"): inline CSS only, a Content-Security-Policy that forbids everything but data: images
/// and inline styles, every source text HTML-escaped and shown as plain preformatted text (never
/// interpreted as HTML or Markdown), PNG/JPEG/WEBP images embedded as data: URIs, tool calls as
/// pretty JSON, citations as numbered footnotes whose links are http(s) only. Labels are
/// translated into the current UI language. Stateless.
class HtmlWriter
{
    Q_DECLARE_TR_FUNCTIONS(HtmlWriter)
public:
    static QString write(const ExportSource &source);

    /// `text` with &, <, >, " and ' replaced by character references (safe in text and in
    /// double- or single-quoted attributes).
    static QString escape(const QString &text);
    /// True when `uri` is an absolute http or https URL (the only links the export writes).
    static bool isSafeLink(const QString &uri);
};
