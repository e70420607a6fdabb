// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/diagnostic.h"
#include "json/tolerant_json.h"

#include <QString>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// One top-level field of a normalised ADK event: where its value is and what it was called.
/// The path is written out only when asked for (most are never needed). Points into the event's
/// JSON, which must outlive it.
struct EventField {
    const tolerant::Json *value = nullptr;
    const std::string *key = nullptr; ///< as written in the source
    QString parentPath; ///< the path of the object that holds it

    QString path() const { return tolerant::path(parentPath, key->c_str()); }
};

/// An ADK event as the ADK model sees it, keyed by folded key (formats.md §1.4.1 steps 1-4).
/// Values point into the source; nothing is copied. A few dozen fields at most: a flat list
/// searched in order. Owned by the reader's stack frame.
class NormalisedEvent
{
public:
    const tolerant::Json *get(std::string_view folded) const
    {
        const EventField *f = find(folded);
        return f ? f->value : nullptr;
    }
    QString pathOf(std::string_view folded) const
    {
        const EventField *f = find(folded);
        return f ? f->path() : QString();
    }
    QString keyOf(std::string_view folded) const
    {
        const EventField *f = find(folded);
        return f ? QString::fromStdString(*f->key) : QString();
    }
    /// Adds every non-null member of `obj`; `overwrite` replaces fields already there. Both
    /// spellings in one object: the lowerCamelCase one wins, the other is kept as extra.
    void addAll(const tolerant::Json &obj, const QString &path, bool overwrite, Diagnostics &diags,
        const SourceLocation &where);
    /// Sets the field of folded key `folded`.
    void set(const std::string &folded, EventField f);
    /// Every field with its folded key, in the order of the folded keys.
    std::vector<const std::pair<std::string, EventField> *> sortedFields() const;
    /// The losing spelling of keys given twice.
    const std::vector<EventField> &duplicates() const { return m_duplicates; }

private:
    const EventField *find(std::string_view folded) const
    {
        for (const auto &entry : m_fields) {
            if (std::string_view(entry.first) == folded) // lengths first, then bytes
                return &entry.second;
        }
        return nullptr;
    }

    std::vector<std::pair<std::string, EventField>> m_fields; ///< folded key → field
    std::vector<EventField> m_duplicates;
};
