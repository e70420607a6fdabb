// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "formats/format_descriptor.h"
#include "index_view.h"
#include "transcript/diagnostic.h"

#include <QString>
#include <QVector>

class MappedFile;

/// The unit builders of the groupings that look inside records (RecordGrouping, formats.md
/// §1.1, §1.6.6, §3.8). Each appends the units of every record of `view`, in file order.
namespace units {

/// PerSession: one unit per record; a `{"sessions": [...]}` page inside an array or a sequence
/// is one unit per session (from byte ranges only, no parse).
void perSession(const MappedFile &file, const IndexView &view, QVector<ConversationUnit> &units);

/// ByKey: records group by `key` of their bytes (no parse); a record without a key joins the
/// previous unit.
void byKey(const MappedFile &file, const IndexView &view,
    QByteArrayView (*key)(QByteArrayView recordText), QVector<ConversationUnit> &units);

/// Parsed: records are parsed and grouped by `group`; records that belong to no conversation
/// (protocol messages) get one info note in `diagnostics`.
void parsed(const MappedFile &file, const IndexView &view,
    RecordGroups (*group)(const QVector<const nlohmann::ordered_json *> &records),
    QVector<ConversationUnit> &units, Diagnostics &diagnostics, const QString &fileName);

} // namespace units
