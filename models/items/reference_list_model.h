// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding_index.h"

#include <QAbstractListModel>
#include <memory>

/// The sources of one message's Grounding as a list, one row per reference in display order
/// (GroundingIndex: numbered by first citation, uncited ones after, missing ones keep their
/// number). Each row knows whether it supports the selected segment and with which confidence.
/// Shares the Grounding; translates in data(), so a language switch needs only retranslate().
class ReferenceListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        NumberRole = Qt::UserRole + 1, ///< int: the number shown, 1-based
        KindRole, ///< QString: GroundingIndex::kindId ("web", "missing", ...)
        TitleRole, ///< QString: the title, else the domain, else the URI host (may be empty)
        UriRole, ///< QString
        DomainRole, ///< QString
        TextRole, ///< QString: snippet or chunk text (plain text)
        DocumentNameRole, ///< QString
        PageRole, ///< QString: page identifier
        RelevanceScoreRole, ///< double, or invalid when absent
        LicenseRole, ///< QString (citationMetadata)
        PublicationDateRole, ///< QString (citationMetadata)
        PlaceIdRole, ///< QString (maps)
        LinksRole, ///< QVariantList of QVariantMap {"text", "href"} (maps review snippets)
        MissingRole, ///< bool: an index that points at no source
        EmptyRole, ///< bool: a source without any details (`{}`)
        CitedRole, ///< bool: some segment cites it
        WholeMessageRole, ///< bool: supports a segment without a place (whole answer)
        SupportsSelectedRole, ///< bool: supports the selected segment
        SelectedScoreRole, ///< double: its confidence for the selected segment, or invalid
        ReferenceIndexRole, ///< int: index into Grounding::references
        SourceIndexRole, ///< qint64: the index the producer used (Reference::sourceIndex)
        SegmentsRole, ///< QList<int>: the segments it supports, in reading order
        JsonPathRole, ///< QString
        LabelRole, ///< QString: TitleRole, else a translated "Missing source", "Untitled source"...
    };
    Q_ENUM(Role)

    explicit ReferenceListModel(QObject *parent = nullptr);

    /// Shows the sources of `grounding` (null: none). Resets the model and the selected segment.
    void setGrounding(std::shared_ptr<const Grounding> grounding);
    const GroundingIndex &groundingIndex() const { return m_index; }
    const Grounding *grounding() const { return m_index.grounding(); }

    /// Marks the rows that support segment `segment` (-1: none); emits dataChanged for the rows
    /// whose marks changed.
    void setSelectedSegment(int segment);
    int selectedSegment() const { return m_selected; }
    /// The row of reference `reference` (index into Grounding::references), -1 when absent.
    int rowOfReference(int reference) const;
    /// The reference index shown in row `row`, -1 when out of range.
    int referenceAt(int row) const;
    /// The segments reference `reference` supports, in reading order.
    QVector<int> segmentsOf(int reference) const { return m_index.segmentsOf(reference); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits every text after a language change.
    void retranslate();

    /// The label shown for a source: its title, domain or host, else a translated "Missing
    /// source (index 4)", "Source without details", "Untitled source".
    static QString label(const Reference &reference);

private:
    QString displayText(const Reference &reference, int number) const;
    QString toolTip(const Reference &reference, int referenceIndex) const;

    GroundingIndex m_index;
    int m_selected = -1;
};
