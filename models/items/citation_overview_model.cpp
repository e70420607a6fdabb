// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_overview_model.h"

#include "citation_rows.h"
#include "citation_status_text.h"
#include "plain_tool_tip.h"
#include "reference_list_model.h"

#include <QLocale>

CitationOverviewModel::CitationOverviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

CitationOverviewModel::~CitationOverviewModel()
{
    m_workers.cancelAll(true);
}

void CitationOverviewModel::setConversation(
    int index, std::shared_ptr<const Conversation> conversation)
{
    if (index == m_index && conversation == m_conversation)
        return;
    m_index = index;
    m_conversation = std::move(conversation);
    const quint64 generation = ++m_generation;
    m_workers.cancelAll(false);
    if (!m_conversation || CitationRows::cost(*m_conversation) < m_workerFrom) {
        m_building = false;
        setRows(m_conversation ? CitationRows::of(*m_conversation) : QVector<CitationRow>());
        return;
    }
    m_building = true;
    setRows({}); // the previous conversation's rows go at once
    m_workers.start(
        [this, generation, conversation = m_conversation](const std::atomic_bool &cancel) {
            QVector<CitationRow> rows = CitationRows::of(*conversation, &cancel);
            if (cancel.load())
                return;
            // Delivered on the model's thread; the destructor joins this thread first, so `this`
            // is valid here.
            QMetaObject::invokeMethod(
                this,
                [this, generation, rows = std::move(rows)]() mutable {
                    if (generation != m_generation)
                        return;
                    m_building = false;
                    setRows(std::move(rows));
                },
                Qt::QueuedConnection);
        });
}

void CitationOverviewModel::setRows(QVector<CitationRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (!m_building)
        Q_EMIT rowsReady();
}

const CitationRow *CitationOverviewModel::row(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QString CitationOverviewModel::flagText(CitationFlag flag)
{
    switch (flag) {
    case CitationFlag::Uncited:
        //: flag in the citations overview: a sentence of a grounded answer with no citation
        return tr("uncited");
    case CitationFlag::MissingSource:
        //: flag in the citations overview: a segment that cites no source, or one that is not there
        return tr("missing source");
    case CitationFlag::Unresolved:
        //: flag in the citations overview: the segment's offsets could not be placed in the text
        return tr("unresolved");
    case CitationFlag::Mismatch:
        //: flag in the citations overview: the text at the offsets differs from the cited text
        return tr("text mismatch");
    case CitationFlag::Weak:
        //: flag in the citations overview: the sources share almost nothing with the segment
        return tr("weak");
    }
    return QString();
}

int CitationOverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CitationOverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CitationOverviewModel::data(const QModelIndex &index, int role) const
{
    const CitationRow *r = index.isValid() ? row(index.row()) : nullptr;
    if (!r || index.column() >= ColumnCount)
        return {};
    const bool segment = r->kind == CitationRow::Kind::Segment;
    switch (role) {
    case Qt::DisplayRole:
        return display(*r, index.column());
    case Qt::ToolTipRole:
        if (index.column() == TextColumn)
            return plainToolTip(r->text);
        return index.column() == SourcesColumn || index.column() == FlagsColumn
            ? plainToolTip(display(*r, index.column()).toString())
            : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == MessageColumn || index.column() == CoverageColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    case KindRole:
        return int(r->kind);
    case MessageRole:
        return r->message;
    case SegmentRole:
        return r->segment;
    case ChunkRole:
        return r->chunk;
    case FlagsRole:
        return int(r->flags);
    case StatusIdRole:
        return segment ? citationStatusId(r->status) : QString();
    case CoverageRole:
        return r->coverage ? QVariant(*r->coverage) : QVariant();
    case FullTextRole:
        return r->text;
    case SortRole:
        return sortValue(*r, index.column());
    default:
        return {};
    }
}

QVariant CitationOverviewModel::display(const CitationRow &row, int column) const
{
    switch (column) {
    case MessageColumn:
        return QLocale().toString(row.message + 1);
    case AuthorColumn:
        return row.author;
    case TextColumn:
        if (row.wholeMessage && row.text.isEmpty())
            //: the text of a citation that supports a whole answer rather than a part of it
            return tr("(whole answer)");
        return QString(row.text).replace(u'\n', u' ');
    case SourcesColumn: {
        const Message &message = m_conversation->messages.at(row.message);
        QStringList sources;
        for (const CitationSource &source : row.sources) {
            const QString label = source.reference >= 0
                ? ReferenceListModel::label(message.grounding->references.at(source.reference))
                : flagText(CitationFlag::MissingSource);
            //: a source of a cited segment: %1 its number, %2 its title
            sources.append(tr("[%1] %2").arg(source.number).arg(label));
        }
        //: separates the sources, or the flags, of one row of the citations overview
        return sources.join(tr(", "));
    }
    case StatusColumn:
        return row.kind == CitationRow::Kind::Segment ? citationStatusText(row.status) : QString();
    case CoverageColumn:
        if (!row.coverage)
            return QString();
        //: the cited share of an answer's text; %1 a whole number of percent
        return tr("%1 %").arg(QLocale().toString(*row.coverage * 100.0, 'f', 0));
    case FlagsColumn: {
        QStringList flags;
        for (CitationFlag flag : kCitationFlags) {
            if (row.flags.testFlag(flag))
                flags.append(flagText(flag));
        }
        return flags.join(tr(", "));
    }
    default:
        return {};
    }
}

QVariant CitationOverviewModel::sortValue(const CitationRow &row, int column) const
{
    switch (column) {
    case MessageColumn:
        return row.message;
    case CoverageColumn:
        return row.coverage ? *row.coverage : -1.0;
    default:
        return display(row, column);
    }
}

QVariant CitationOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MessageColumn:
        //: column of the citations overview: the message's number
        return tr("Message");
    case AuthorColumn:
        //: column of the citations overview: who wrote the message
        return tr("Author");
    case TextColumn:
        //: column of the citations overview: the cited text, or the uncited sentence
        return tr("Text");
    case SourcesColumn:
        //: column of the citations overview: the sources a segment cites
        return tr("Sources");
    case StatusColumn:
        //: column of the citations overview: how the segment's offsets matched its text
        return tr("Offsets");
    case CoverageColumn:
        //: column of the citations overview: the cited share of the message's text
        return tr("Coverage");
    case FlagsColumn:
        //: column of the citations overview: what is wrong with the row (weak, uncited...)
        return tr("Flags");
    default:
        return {};
    }
}

QHash<int, QByteArray> CitationOverviewModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(MessageRole, "message");
    names.insert(SegmentRole, "segment");
    names.insert(ChunkRole, "chunk");
    names.insert(FlagsRole, "flags");
    names.insert(StatusIdRole, "statusId");
    names.insert(CoverageRole, "coverage");
    names.insert(FullTextRole, "fullText");
    names.insert(SortRole, "sort");
    return names;
}

void CitationOverviewModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}
