// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tolerant_json.h"

#include <QString>

namespace tolerant {

/// A JSON path not yet written out: `parent` + "." + `key` (or `parent` alone). Readers pass it
/// where only a diagnostic needs the text, so a value read without a problem never builds it.
/// Refers to `parent` and `key`: lives on the stack frame that made it.
class LazyPath
{
public:
    LazyPath(const QString &parent, const char *key = nullptr)
        : m_parent(parent)
        , m_key(key)
    { }

    QString text() const { return m_key ? path(m_parent, m_key) : m_parent; }
    operator QString() const { return text(); }

private:
    const QString &m_parent;
    const char *m_key;
};

} // namespace tolerant
