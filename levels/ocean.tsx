<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ocean" tilewidth="64" tileheight="56" tilecount="3" columns="3">
 <image source="../assets/hex_tiles.png" width="192" height="56"/>
 <tile id="0"><properties><property name="kind" value="ocean"/></properties></tile>
 <tile id="1"><properties><property name="kind" value="start"/></properties></tile>
 <tile id="2"><properties><property name="kind" value="merchant"/></properties></tile>
</tileset>
