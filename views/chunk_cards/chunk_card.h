// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/conversation_matches.h"
#include "transcript/chunk.h"

#include <QFrame>
#include <QPointer>
#include <optional>

class QHBoxLayout;
class QLabel;
class QMenu;
class QVBoxLayout;

/// Base of the card that shows one chunk in the message view: a small title line (the kind, and
/// room for links), then the kind-specific body. Holds a copy of its Chunk (cheap: Qt containers
/// are shared). Owned by its MessageWidget.
class ChunkCard : public QFrame
{
    Q_OBJECT
    Q_PROPERTY(bool selected READ isSelected WRITE setSelected)
public:
    ChunkCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);

    const Chunk &chunk() const { return m_chunk; }
    ChunkAddress address() const { return m_address; }
    bool isSelected() const { return m_selected; }
    void setSelected(bool selected);

    /// Makes a click anywhere inside the card (also on child widgets) emit activated().
    void watchClicks();
    /// The translated name of a chunk kind ("Text", "Tool call", ...).
    static QString kindTitle(ChunkKind kind);
    /// What "Copy text" copies: the text of text-like chunks, the pretty JSON of the arguments,
    /// response or payload of the others (empty when there is nothing textual).
    static QString plainText(const Chunk &chunk);
    /// The tool resource (or toolset and tool id) and call id of a tool call or response, one per
    /// line, in the current language; empty when the chunk names none.
    static QString toolIdentityText(const Chunk &chunk);
    /// A context menu with Copy text / Copy JSON / Copy JSON path for `chunk` (caller owns it).
    static QMenu *createCopyMenu(const Chunk &chunk, QWidget *parent);

    /// Find: highlights every occurrence of `query` in what the card shows (empty: none).
    void setFindQuery(const FindQuery &query);
    const FindQuery &findQuery() const { return m_findQuery; }
    /// Find: `match` (a match of this card's chunk) gets the strong colour; nullopt: none.
    void setCurrentFindMatch(const std::optional<ConversationMatch> &match);
    const std::optional<ConversationMatch> &currentFindMatch() const { return m_findCurrent; }
    /// Where the current find match is shown, in card coordinates (null when it is not).
    virtual QRect currentFindMatchRect() const;

Q_SIGNALS:
    /// The user clicked the card.
    void activated(ChunkAddress address);
    /// The user asked to jump to another chunk (the paired tool call or response).
    void goToRequested(ChunkAddress target);

protected:
    QVBoxLayout *bodyLayout() const { return m_body; }
    QHBoxLayout *headerLayout() const { return m_header; }
    QLabel *titleLabel() const { return m_title; }
    /// Sets every translated text; called once after construction and on language change.
    virtual void retranslateUi();
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    /// Applies findQuery() and currentFindMatch() to the card's widgets. The base handles the
    /// JSON values registered with addFindValue; text cards add their text.
    virtual void applyFind();
    /// Registers the widget of the card's next JSON value (ConversationMatches::jsonValues order:
    /// a JsonTreeView or a scalar QLabel) for find highlighting; returns it.
    QWidget *addFindValue(QWidget *valueWidget);

    Chunk m_chunk;

private:
    ChunkAddress m_address;
    bool m_selected = false;
    QLabel *m_title = nullptr;
    QHBoxLayout *m_header = nullptr;
    QVBoxLayout *m_body = nullptr;
    FindQuery m_findQuery;
    std::optional<ConversationMatch> m_findCurrent;
    QVector<QPointer<QWidget>> m_findValues;
};
