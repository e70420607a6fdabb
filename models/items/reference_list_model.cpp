// SPDX-License-Identifier: GPL-2.0-or-later
#include "reference_list_model.h"

#include "plain_tool_tip.h"

using namespace Qt::StringLiterals;

ReferenceListModel::ReferenceListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void ReferenceListModel::setGrounding(std::shared_ptr<const Grounding> grounding)
{
    beginResetModel();
    m_index = GroundingIndex(std::move(grounding));
    m_selected = -1;
    endResetModel();
}

void ReferenceListModel::setSelectedSegment(int segment)
{
    const Grounding *g = grounding();
    if (!g || segment < 0 || segment >= g->citations.size())
        segment = -1;
    if (segment == m_selected)
        return;
    const int old = m_selected;
    m_selected = segment;
    auto touches = [g](int s, int reference) {
        return s >= 0 && g->citations.at(s).references.contains(reference);
    };
    for (int row = 0; row < rowCount(); ++row) {
        const int reference = referenceAt(row);
        if (touches(old, reference) || touches(segment, reference)) {
            const QModelIndex i = index(row);
            Q_EMIT dataChanged(i, i, {SupportsSelectedRole, SelectedScoreRole, Qt::ToolTipRole});
        }
    }
}

int ReferenceListModel::rowOfReference(int reference) const
{
    return int(m_index.displayOrder().indexOf(reference));
}

int ReferenceListModel::referenceAt(int row) const
{
    const QVector<int> &order = m_index.displayOrder();
    return row >= 0 && row < order.size() ? order.at(row) : -1;
}

int ReferenceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_index.displayOrder().size());
}

QString ReferenceListModel::label(const Reference &reference)
{
    const QString label = GroundingIndex::label(reference);
    if (reference.kind == Reference::Kind::Missing && reference.sourceIndex >= 0)
        //: a cited source index that points at no source; %1 the index the file used
        return tr("Missing source (index %1)").arg(reference.sourceIndex);
    if (reference.kind == Reference::Kind::Missing)
        //: a cited source whose index is not a number
        return tr("Missing source");
    if (label.isEmpty() && reference.kind == Reference::Kind::Empty)
        //: a source given as an empty object
        return tr("Source without details");
    if (label.isEmpty())
        //: a source that has no title, domain or address
        return tr("Untitled source");
    return label;
}

QString ReferenceListModel::displayText(const Reference &reference, int number) const
{
    //: a numbered source: %1 its number, %2 its title
    return tr("[%1] %2").arg(number).arg(label(reference));
}

QString ReferenceListModel::toolTip(const Reference &reference, int referenceIndex) const
{
    QStringList lines;
    lines.append(displayText(reference, m_index.number(referenceIndex)));
    if (!reference.uri.isEmpty())
        lines.append(reference.uri);
    if (!reference.documentName.isEmpty())
        lines.append(reference.documentName);
    if (!reference.jsonPath.isEmpty())
        lines.append(reference.jsonPath);
    return lines.join(u'\n');
}

QVariant ReferenceListModel::data(const QModelIndex &index, int role) const
{
    const Grounding *g = grounding();
    const int referenceIndex = referenceAt(index.isValid() ? index.row() : -1);
    if (!g || referenceIndex < 0 || referenceIndex >= g->references.size())
        return QVariant();
    const Reference &r = g->references.at(referenceIndex);
    switch (role) {
    case Qt::DisplayRole:
        return displayText(r, m_index.number(referenceIndex));
    case Qt::ToolTipRole: // titles and addresses from the file: shown exactly as written
        return plainToolTip(toolTip(r, referenceIndex));
    case NumberRole:
        return m_index.number(referenceIndex);
    case KindRole:
        return referenceKindId(r.kind);
    case TitleRole:
        return GroundingIndex::label(r);
    case UriRole:
        return r.uri;
    case DomainRole:
        return r.domain;
    case TextRole:
        return r.text;
    case DocumentNameRole:
        return r.documentName;
    case PageRole:
        return r.pageIdentifier;
    case RelevanceScoreRole:
        return r.relevanceScore ? QVariant(*r.relevanceScore) : QVariant();
    case LicenseRole:
        return r.license;
    case PublicationDateRole:
        return r.publicationDate;
    case PlaceIdRole:
        return r.placeId;
    case LinksRole: {
        QVariantList links;
        for (const ExtractedLink &link : r.links)
            links.append(QVariantMap {{u"text"_s, link.text}, {u"href"_s, link.href}});
        return links;
    }
    case MissingRole:
        return r.kind == Reference::Kind::Missing;
    case EmptyRole:
        return r.kind == Reference::Kind::Empty;
    case CitedRole:
        return m_index.isCited(referenceIndex);
    case WholeMessageRole:
        return m_index.supportsWholeMessage(referenceIndex);
    case SupportsSelectedRole:
        return m_selected >= 0 && g->citations.at(m_selected).references.contains(referenceIndex);
    case SelectedScoreRole: {
        const std::optional<double> score = m_index.scoreOf(m_selected, referenceIndex);
        return score ? QVariant(*score) : QVariant();
    }
    case ReferenceIndexRole:
        return referenceIndex;
    case SourceIndexRole:
        return r.sourceIndex;
    case SegmentsRole:
        return QVariant::fromValue(QList<int>(m_index.segmentsOf(referenceIndex)));
    case JsonPathRole:
        return r.jsonPath;
    case LabelRole:
        return label(r);
    default:
        return QVariant();
    }
}

QHash<int, QByteArray> ReferenceListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(NumberRole, "number");
    names.insert(KindRole, "kind");
    names.insert(TitleRole, "title");
    names.insert(UriRole, "uri");
    names.insert(DomainRole, "domain");
    names.insert(TextRole, "text");
    names.insert(DocumentNameRole, "documentName");
    names.insert(PageRole, "page");
    names.insert(RelevanceScoreRole, "relevanceScore");
    names.insert(LicenseRole, "license");
    names.insert(PublicationDateRole, "publicationDate");
    names.insert(PlaceIdRole, "placeId");
    names.insert(LinksRole, "links");
    names.insert(MissingRole, "missing");
    names.insert(EmptyRole, "empty");
    names.insert(CitedRole, "cited");
    names.insert(WholeMessageRole, "wholeMessage");
    names.insert(SupportsSelectedRole, "supportsSelected");
    names.insert(SelectedScoreRole, "selectedScore");
    names.insert(ReferenceIndexRole, "referenceIndex");
    names.insert(SourceIndexRole, "sourceIndex");
    names.insert(SegmentsRole, "segments");
    names.insert(JsonPathRole, "jsonPath");
    names.insert(LabelRole, "label");
    return names;
}

void ReferenceListModel::retranslate()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}
