// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

/// Google's error envelope `{"error": {"code", "message", "status", "details": [Any…]}}`
/// (google.rpc.Status as a REST API answers it), read leniently. A plain value.
struct GoogleError {
    int code = 0; ///< the HTTP-like code; 0 when absent
    QString status; ///< "NOT_FOUND", "RESOURCE_EXHAUSTED", …; may be empty
    QString message; ///< the server's own words
    /// Each entry of `details` in a few words: "ErrorInfo RATE_LIMIT_EXCEEDED
    /// (ces.googleapis.com)", "RetryInfo: retry after 30s", "QuotaFailure: subject: description",
    /// "BadRequest: field: description", "Help: description <url>", "DebugInfo: detail", else the
    /// type's short name and its JSON, cut.
    QStringList details;

    bool isNull() const { return code == 0 && status.isEmpty() && message.isEmpty(); }
    /// Reads `body` (the envelope, or a lone Status object); a null value when it is neither.
    static GoogleError parse(const QByteArray &body);
    /// "STATUS: message" and, after " — ", the details joined with "; ", cut at `maxChars`.
    /// When the body is no envelope: its text without markup, cut.
    static QString describe(const QByteArray &body, int maxChars = 600);
};
